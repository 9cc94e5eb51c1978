import type { Notification } from '@edugate/api-client';
import { paths } from '../../paths';

/**
 * Where a notification leads: what it is about. An application's new status opens My Applications
 * (where its status is); a closed job opens its own page (which says it is closed); a job's
 * applicants open that job's applications; a job or course that is gone opens the job board or
 * the catalogue. A message on an application opens its job; a question, its lesson.
 */
export function notificationLink(n: Notification): string {
  switch (n.kind) {
    case 'applicationStatus':
      return paths.myApplications.href();
    case 'jobClosed':
      return n.jobId ? paths.jobDetail.href(n.jobId) : paths.myApplications.href();
    case 'applicationReceived':
      return n.jobId ? paths.jobApplications.href(n.jobId) : paths.myJobs.href();
    case 'jobDeleted':
      return paths.jobs.href();
    case 'courseDeleted':
      return paths.courses.href();
    // The job's page is both sides' way to an application (the applicant's 'Applied', the
    // poster's 'Manage'), until the thread itself has a page of its own.
    case 'applicationMessage':
      return n.jobId ? paths.jobDetail.href(n.jobId) : paths.jobs.href();
    // The new job's page, where its skills show which ones the learner holds.
    case 'jobMatch':
      return n.jobId ? paths.jobDetail.href(n.jobId) : paths.jobs.href();
    // The lesson, whose questions are below it; the course once the question is gone.
    case 'questionAsked':
    case 'questionAnswered':
      if (n.courseId && n.lessonId) return paths.lesson.href(n.courseId, n.lessonId);
      return n.courseId ? paths.courseDetail.href(n.courseId) : paths.courses.href();
  }
}
