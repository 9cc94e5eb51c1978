import type { HttpHandler } from 'msw';
import { MAX_SAVED_JOBS } from '../../constants';
import { messages } from '../../messages';
import type { SavedJob } from '../../types';
import type { MockDb } from '../db';
import { error, http, signedIn } from './http';
import { findJob } from './lookups';

/**
 * The caller's saved jobs (docs/product.md, Saved jobs), as the reference server answers them.
 * Listed before the job handlers: `/jobs/saved` would otherwise be taken for a job's id.
 */
export function savedJobHandlers(db: MockDb): HttpHandler[] {
  const mine = () => db.savedJobs.filter((s) => s.userEmail === db.user.email);
  return [
    http.get('/jobs/saved', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const list = mine()
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.jobId.localeCompare(b.jobId))
        // A deleted job leaves the list, as its rows cascade on the server.
        .flatMap((saved): SavedJob[] => {
          const job = findJob(db, saved.jobId);
          return job ? [{ job, savedAt: saved.savedAt }] : [];
        });
      return response(200).json(list);
    }),

    http.put('/jobs/{id}/saved', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(db, params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (job.status === 'closed') return error(409, messages.savedJobClosed);
      const saved = mine();
      if (saved.some((s) => s.jobId === job._id)) return response(204).empty();
      if (saved.length >= MAX_SAVED_JOBS) return error(409, messages.savedJobsLimit);
      db.savedJobs.push({
        jobId: job._id,
        userEmail: db.user.email,
        // The fixed clock, a second on per save, so a later save still lists first.
        savedAt: new Date(db.now().getTime() + db.savedJobs.length * 1000).toISOString(),
      });
      return response(204).empty();
    }),

    http.delete('/jobs/{id}/saved', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      db.savedJobs = db.savedJobs.filter(
        (s) => !(s.jobId === params.id && s.userEmail === db.user.email),
      );
      return response(204).empty();
    }),
  ];
}
