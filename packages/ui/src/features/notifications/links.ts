import type { Notification } from '@edugate/api-client';
import { paths } from '../../paths';

/**
 * Where a notification leads: what it is about. An application's news opens My Applications
 * (where its status is); a job's applicants open that job's applications; a job or course that is
 * gone opens the job board or the catalogue.
 */
export function notificationLink(n: Notification): string {
  switch (n.kind) {
    case 'applicationStatus':
    case 'jobClosed':
      return paths.myApplications();
    case 'applicationReceived':
      return n.jobId ? paths.jobApplications(n.jobId) : paths.myJobs();
    case 'jobDeleted':
      return paths.jobs();
    case 'courseDeleted':
      return paths.courses.list();
  }
}
