import type { HttpHandler } from 'msw';
import { WITHDRAWABLE_STATUSES } from '../../jobs';
import { messages } from '../../messages';
import type { ReceivedApplication } from '../../types';
import type { MockApplication, MockDb } from '../db';
import { error, http, signedIn } from './http';
import { findJob, postedByCaller } from './lookups';

/** What the job's poster sees of an application (the only view with the e-mail). */
function received(application: MockApplication): ReceivedApplication {
  const { userEmail, ...rest } = application;
  return { ...rest, email: userEmail };
}

/** Applying to jobs, the applicant's applications, and the poster's view of those received. */
export function applicationHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get('/jobs/{id}/applications', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(db, params.id);
      // 404, not 403, for someone else's job: the answer never tells that it exists.
      if (!job || !postedByCaller(db, job)) return error(404, messages.jobNotFound);
      return response(200).json(
        db.applications
          .filter((a) => a.jobId === job._id)
          .sort((a, b) => a.appliedAt.localeCompare(b.appliedAt))
          .map(received),
      );
    }),

    http.post('/jobs/{id}/apply', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(db, params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (postedByCaller(db, job)) return error(403, messages.ownJob);
      if (job.status === 'closed') return error(409, messages.jobClosed);
      if (db.applications.some((a) => a.jobId === params.id && a.userEmail === db.user.email)) {
        return error(409, messages.alreadyApplied);
      }
      const input = await request.json();
      const application: MockApplication = {
        _id: db.nextId('application'),
        jobId: job._id,
        userEmail: db.user.email,
        name: db.user.displayName || db.user.email,
        resumeUrl: input.resumeUrl,
        coverLetter: input.coverLetter ?? '',
        status: 'New',
        appliedAt: db.now().toISOString(),
      };
      db.applications.push(application);
      return response(201).json({ message: messages.applied, applicationId: application._id });
    }),

    http.get('/applications/mine', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = db.applications
        .filter((a) => a.userEmail === db.user.email)
        .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt) || a._id.localeCompare(b._id));
      return response(200).json(
        mine.flatMap((a) => {
          const job = findJob(db, a.jobId);
          if (!job) return [];
          return [
            {
              _id: a._id,
              jobId: a.jobId,
              jobTitle: job.title,
              company: job.company,
              jobStatus: job.status,
              status: a.status,
              appliedAt: a.appliedAt,
            },
          ];
        }),
      );
    }),

    http.patch('/applications/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const application = db.applications.find((a) => a._id === params.id);
      const job = application && findJob(db, application.jobId);
      if (!application || !job || !postedByCaller(db, job)) {
        return error(404, messages.applicationNotFound);
      }
      application.status = (await request.json()).status;
      return response(200).json(received(application));
    }),

    http.delete('/applications/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const application = db.applications.find((a) => a._id === params.id);
      if (!application || application.userEmail !== db.user.email) {
        return error(404, messages.applicationNotFound);
      }
      if (!WITHDRAWABLE_STATUSES.includes(application.status)) {
        return error(409, messages.cannotWithdraw);
      }
      db.applications = db.applications.filter((a) => a !== application);
      return response(204).empty();
    }),
  ];
}
