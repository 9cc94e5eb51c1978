// The saved_jobs table: the jobs each user keeps to come back to (docs/product.md, Saved jobs).
import type { components } from '@edugate/api-client';
import { MAX_SAVED_JOBS } from '@edugate/api-client/constants';
import { messages } from '@edugate/api-client/messages';
import { conflict, notFound } from '../domain/errors.ts';
import type { Database } from '../db/database.ts';
import { JOB_READ, toJob, type JobRow } from './jobs.ts';

type SavedJob = components['schemas']['SavedJob'];

/**
 * Job ids are UUIDs (the route answers any other first). Every write here is a private
 * transaction: no public, cached read shows saved jobs, so no read cache is cleared for them.
 */
export function savedJobData(db: Database) {
  return {
    /**
     * Saves the job for `email`; saving it again changes nothing. 404 no job, 409 the job is
     * closed or the user already keeps MAX_SAVED_JOBS.
     */
    async save(jobId: string, email: string): Promise<void> {
      await db.transaction(
        async (tx) => {
          // The count and the insert are one step per user for every API process on the
          // database (as posting-limit.ts counts posts): two saves racing at 99 are counted one
          // after the other, so the second is refused rather than making 101.
          await tx.query("SELECT pg_advisory_xact_lock(hashtext('edugate saved jobs ' || $1))", [
            email,
          ]);
          // FOR SHARE orders the save against closing and deleting the job (both lock its row):
          // nobody saves a job closed a moment before.
          const [job] = await tx.query<{ status: string; saved: boolean; count: number }>(
            `SELECT j.status,
               EXISTS (SELECT 1 FROM saved_jobs WHERE user_email = $2 AND job_id = j.id) AS saved,
               (SELECT count(*)::int FROM saved_jobs WHERE user_email = $2) AS count
             FROM jobs j WHERE j.id = $1 FOR SHARE OF j`,
            [jobId, email],
          );
          if (!job) throw notFound(messages.jobNotFound);
          if (job.status !== 'open') throw conflict(messages.savedJobClosed);
          if (job.saved) return;
          if (job.count >= MAX_SAVED_JOBS) throw conflict(messages.savedJobsLimit);
          await tx.query(
            'INSERT INTO saved_jobs (user_email, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [email, jobId],
          );
        },
        { private: true },
      );
    },

    /** Unsaves the job, open, closed or gone: nothing saved is nothing to remove. */
    async unsave(jobId: string, email: string): Promise<void> {
      await db.transaction(
        (tx) =>
          tx.query('DELETE FROM saved_jobs WHERE user_email = $1 AND job_id = $2', [email, jobId]),
        { private: true },
      );
    },

    /** The user's saved jobs, newest saved first, closed ones with their status. */
    async list(email: string): Promise<SavedJob[]> {
      const rows = await db.read<JobRow & { saved_at: Date }>(
        `SELECT ${JOB_READ}, s.saved_at
         FROM saved_jobs s JOIN jobs ON jobs.id = s.job_id
         WHERE s.user_email = $1 ORDER BY s.saved_at DESC, s.job_id`,
        [email],
      );
      return rows.map((row) => ({
        job: toJob(row),
        savedAt: new Date(row.saved_at).toISOString(),
      }));
    },
  };
}

export type SavedJobData = ReturnType<typeof savedJobData>;
