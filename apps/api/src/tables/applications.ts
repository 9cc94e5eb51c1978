// The job_applications table: its SQL, and applications in the contract's shape.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import type { Database } from '../db/database.ts';

type Schemas = components['schemas'];
type ReceivedApplication = Schemas['ReceivedApplication'];
type ApplicationStatus = Schemas['ApplicationStatus'];

interface ApplicationRow {
  id: string;
  job_id: string;
  user_email: string;
  applicant_name: string;
  resume_url: string;
  cover_letter: string;
  /** A CHECK keeps it to the contract's values (migrations/007). */
  status: ApplicationStatus;
  applied_at: Date;
}

const APPLICATION_COLUMNS =
  'id, job_id, user_email, applicant_name, resume_url, cover_letter, status, applied_at';

/** The statuses an applicant may still withdraw from (docs/product.md, The job board's two sides). */
const WITHDRAWABLE = `('New', 'Reviewed')`;

/** What the job's poster sees of an application: the only answer with the applicant's e-mail. */
function toReceivedApplication(row: ApplicationRow): ReceivedApplication {
  return {
    _id: row.id,
    jobId: row.job_id,
    name: row.applicant_name || row.user_email,
    email: row.user_email,
    resumeUrl: row.resume_url,
    coverLetter: row.cover_letter,
    status: row.status,
    appliedAt: new Date(row.applied_at).toISOString(),
  };
}

/** Job and application ids are UUIDs (the route turns any other into a 404 first). */
export function applicationData(db: Database) {
  return {
    /**
     * The applicant's application to the job; its id. 404 no job, 403 one's own job, 409 the job
     * is closed or the applicant applied already.
     */
    async apply(
      jobId: string,
      applicant: { email: string; name: string },
      input: Schemas['JobApplication'],
    ): Promise<string> {
      // One statement decides everything. FOR SHARE on the job row orders it against closing and
      // deleting (both lock that row): it waits for them and re-checks the status, so nobody
      // applies to a job closed a moment before. The unique (job_id, user_email) constraint
      // decides races between two submissions.
      // The poster's notification is written by the same statement (migrations/013).
      const [application] = await db.write<{ id: string }>(
        `WITH inserted AS (
           INSERT INTO job_applications (job_id, user_email, resume_url, cover_letter, applicant_name)
           SELECT id, $2, $3, $4, $5 FROM jobs
           WHERE id = $1 AND status = 'open' AND posted_by_email IS DISTINCT FROM $2
           FOR SHARE
           ON CONFLICT (job_id, user_email) DO NOTHING RETURNING id, job_id),
         notified AS (
           INSERT INTO notifications (user_email, kind, subject, company, job_id, actor)
           SELECT j.posted_by_email, 'applicationReceived', j.title, j.company, j.id,
             coalesce(nullif($5, ''), $2)
           FROM inserted i JOIN jobs j ON j.id = i.job_id WHERE j.posted_by_email IS NOT NULL)
         SELECT id FROM inserted`,
        [jobId, applicant.email, input.resumeUrl, input.coverLetter ?? '', applicant.name],
      );
      if (application) return application.id;
      const [job] = await db.read<{ status: string; mine: boolean }>(
        'SELECT status, posted_by_email IS NOT DISTINCT FROM $2 AS mine FROM jobs WHERE id = $1',
        [jobId, applicant.email],
      );
      if (!job) throw notFound(messages.jobNotFound);
      if (job.mine) throw forbidden(messages.ownJob);
      if (job.status !== 'open') throw conflict(messages.jobClosed);
      throw conflict(messages.alreadyApplied);
    },

    /**
     * The applications to the poster's job, oldest first. 404 for a missing job and for someone
     * else's alike: nothing tells that it exists.
     */
    async listForJob(jobId: string, posterEmail: string): Promise<ReceivedApplication[]> {
      const [job] = await db.read('SELECT 1 FROM jobs WHERE id = $1 AND posted_by_email = $2', [
        jobId,
        posterEmail,
      ]);
      if (!job) throw notFound(messages.jobNotFound);
      const rows = await db.read<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} FROM job_applications WHERE job_id = $1
         ORDER BY applied_at, id`,
        [jobId],
      );
      return rows.map(toReceivedApplication);
    },

    /** The applicant's applications, newest first, with each job's title, company and status. */
    async listByApplicant(email: string): Promise<Schemas['SentApplication'][]> {
      const rows = await db.read<{
        id: string;
        job_id: string;
        title: string;
        company: string;
        job_status: Schemas['JobStatus'];
        status: ApplicationStatus;
        applied_at: Date;
      }>(
        `SELECT a.id, a.job_id, j.title, j.company, j.status AS job_status, a.status, a.applied_at
         FROM job_applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.user_email = $1 ORDER BY a.applied_at DESC, a.id`,
        [email],
      );
      return rows.map((row) => ({
        _id: row.id,
        jobId: row.job_id,
        jobTitle: row.title,
        company: row.company,
        jobStatus: row.job_status,
        status: row.status,
        appliedAt: new Date(row.applied_at).toISOString(),
      }));
    },

    /** The poster sets an application's status: 404 missing or to someone else's job. */
    async setStatus(
      id: string,
      status: ApplicationStatus,
      posterEmail: string,
    ): Promise<ReceivedApplication> {
      // Ownership in the statement itself: only applications to the poster's jobs match, and
      // anyone else's look missing (404, not 403).
      // The applicant hears of a change of status in the same statement (migrations/013); `prior`
      // is the row as the statement found it, before its own update.
      const [row] = await db.write<ApplicationRow>(
        `WITH updated AS (
           UPDATE job_applications a SET status = $1
           FROM jobs j, job_applications prior
           WHERE a.id = $2 AND j.id = a.job_id AND j.posted_by_email = $3 AND prior.id = a.id
           RETURNING ${APPLICATION_COLUMNS.split(', ')
             .map((column) => `a.${column}`)
             .join(', ')}, prior.status AS prior_status, j.title, j.company),
         notified AS (
           INSERT INTO notifications (user_email, kind, subject, company, job_id, status)
           SELECT user_email, 'applicationStatus', title, company, job_id, status
           FROM updated WHERE status IS DISTINCT FROM prior_status)
         SELECT ${APPLICATION_COLUMNS} FROM updated`,
        [status, id, posterEmail],
      );
      if (!row) throw notFound(messages.applicationNotFound);
      return toReceivedApplication(row);
    },

    /** The applicant withdraws: 404 missing or someone else's, 409 past New and Reviewed. */
    async withdraw(id: string, email: string): Promise<void> {
      // The status check and the delete are one statement, so a poster shortlisting at the same
      // moment either comes first (the withdrawal is refused) or finds nothing to change (404).
      const [deleted] = await db.write(
        `DELETE FROM job_applications
         WHERE id = $1 AND user_email = $2 AND status IN ${WITHDRAWABLE} RETURNING id`,
        [id, email],
      );
      if (deleted) return;
      const [existing] = await db.read(
        'SELECT 1 FROM job_applications WHERE id = $1 AND user_email = $2',
        [id, email],
      );
      if (!existing) throw notFound(messages.applicationNotFound);
      throw conflict(messages.cannotWithdraw);
    },
  };
}

export type ApplicationData = ReturnType<typeof applicationData>;
