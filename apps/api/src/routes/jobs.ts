import type { FastifyRequest } from 'fastify';
import { messages } from '@edugate/api-client/messages';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { callerEmail, currentUser, isUuid, type Deps, type Handlers } from '../http/context.ts';
import type { Database } from '../db/database.ts';
import { defined } from '../util/defined.ts';

interface JobRow {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  type: string;
  description: string;
  requirements: string[];
  benefits: string[];
  posted_at: Date;
  status: string;
  posted_by_name: string;
}

interface JobInput {
  title: string;
  company: string;
  location: string;
  salary: string;
  type: string;
  description: string;
  requirements: string[];
  benefits: string[];
}

interface ApplicationRow {
  id: string;
  job_id: string;
  user_email: string;
  applicant_name: string;
  resume_url: string;
  cover_letter: string;
  status: string;
  applied_at: Date;
}

const JOB_COLUMNS =
  'id, title, company, location, salary, type, description, requirements, benefits, posted_at, status, posted_by_name';
const APPLICATION_COLUMNS =
  'id, job_id, user_email, applicant_name, resume_url, cover_letter, status, applied_at';

/** The statuses an applicant may still withdraw from (SPEC-BEYOND.md section 3). */
const WITHDRAWABLE = `('New', 'Reviewed')`;

function toJob(row: JobRow) {
  return {
    _id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    salary: row.salary,
    type: row.type,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    postedAt: new Date(row.posted_at).toISOString(),
    status: row.status,
    // Seeded jobs have no poster: their company is the name a reader can trust.
    postedBy: row.posted_by_name || row.company,
  };
}

/** What the job's poster sees of an application: the only answer with the applicant's e-mail. */
function toReceivedApplication(row: ApplicationRow) {
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

/** Blank lines are the client's to drop, but a server that stores them would show empty bullets. */
function lines(items: string[] | undefined): string[] {
  return (items ?? []).map((item) => item.trim()).filter(Boolean);
}

function jobValues(input: JobInput): unknown[] {
  return [
    input.title.trim(),
    input.company.trim(),
    input.location.trim(),
    input.salary.trim(),
    input.type,
    input.description.trim(),
    lines(input.requirements),
    lines(input.benefits),
  ];
}

function pathId(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/**
 * Why a poster-only write matched no row: the job is missing (404) or someone else's (403). Asked
 * after the write, which itself checked ownership in its WHERE, so nothing changes in between
 * that matters: a job never changes poster.
 */
async function posterWriteRefused(db: Database, id: string): Promise<Error> {
  const [job] = await db.read('SELECT 1 FROM jobs WHERE id = $1', [id]);
  return job ? forbidden(messages.notJobPoster) : notFound(messages.jobNotFound);
}

interface ListQuery {
  q?: string;
  type?: string;
  limit?: number;
  offset?: number;
}

export function jobHandlers({ db }: Deps): Handlers {
  return {
    async listJobs(request, reply) {
      const query = request.query as ListQuery;
      const q = query.q?.trim() ? query.q.trim().toLowerCase() : null;
      const type = query.type ?? null;
      // No limit: every match, as before paging existed (clients written then read one array).
      const limit = query.limit ?? null;
      const offset = query.offset ?? 0;
      const where = `status = 'open'
          AND ($1::text IS NULL OR strpos(lower(title || E'\\n' || company || E'\\n' || location), $1) > 0)
          AND ($2::text IS NULL OR type = $2)`;
      const page = await db.readCache.read(
        `listJobs:${JSON.stringify([q, type, limit, offset])}`,
        async () => {
          const [rows, [count]] = await Promise.all([
            db.read<JobRow>(
              `SELECT ${JOB_COLUMNS} FROM jobs WHERE ${where}
               ORDER BY posted_at DESC, id LIMIT $3 OFFSET $4`,
              [q, type, limit, offset],
            ),
            db.read<{ total: number }>(`SELECT count(*)::int AS total FROM jobs WHERE ${where}`, [
              q,
              type,
            ]),
          ]);
          return { jobs: rows.map(toJob), total: count?.total ?? 0 };
        },
      );
      void reply.header('x-total-count', page.total);
      return page.jobs;
    },

    async createJob(request, reply) {
      const email = callerEmail(request);
      const name = currentUser(request).name ?? messages.anonymousPoster;
      const input = request.body as JobInput;
      const [row] = await db.write<JobRow>(
        `INSERT INTO jobs (title, company, location, salary, type, description, requirements, benefits,
           posted_by_email, posted_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::text[], $9, $10) RETURNING ${JOB_COLUMNS}`,
        [...jobValues(input), email, name],
      );
      reply.code(201);
      return toJob(defined(row, 'inserted job'));
    },

    async listMyJobs(request) {
      const email = callerEmail(request);
      const rows = await db.read<JobRow & { applicants: number }>(
        `SELECT ${JOB_COLUMNS},
           (SELECT count(*)::int FROM job_applications a WHERE a.job_id = jobs.id) AS applicants
         FROM jobs WHERE posted_by_email = $1 ORDER BY posted_at DESC, id`,
        [email],
      );
      return rows.map((row) => ({ ...toJob(row), applicants: row.applicants }));
    },

    async updateJob(request) {
      const email = callerEmail(request);
      const id = pathId(request);
      if (!isUuid(id)) throw notFound(messages.jobNotFound);
      const [row] = await db.write<JobRow>(
        `UPDATE jobs SET title = $1, company = $2, location = $3, salary = $4, type = $5,
           description = $6, requirements = $7::text[], benefits = $8::text[]
         WHERE id = $9 AND posted_by_email = $10 RETURNING ${JOB_COLUMNS}`,
        [...jobValues(request.body as JobInput), id, email],
      );
      if (!row) throw await posterWriteRefused(db, id);
      return toJob(row);
    },

    async setJobStatus(request) {
      const email = callerEmail(request);
      const id = pathId(request);
      if (!isUuid(id)) throw notFound(messages.jobNotFound);
      const { status } = request.body as { status: 'open' | 'closed' };
      // One statement: its row lock orders it against applications being inserted (see apply).
      const [row] = await db.write<JobRow>(
        `UPDATE jobs SET status = $1 WHERE id = $2 AND posted_by_email = $3 RETURNING ${JOB_COLUMNS}`,
        [status, id, email],
      );
      if (!row) throw await posterWriteRefused(db, id);
      return toJob(row);
    },

    async deleteJob(request, reply) {
      const email = callerEmail(request);
      const id = pathId(request);
      if (!isUuid(id)) throw notFound(messages.jobNotFound);
      const deleted = await db.transaction(async (tx) => {
        // Lock the job first: an application racing in waits, then finds no job (404).
        const [job] = await tx.query(
          'SELECT 1 FROM jobs WHERE id = $1 AND posted_by_email = $2 FOR UPDATE',
          [id, email],
        );
        if (!job) return false;
        // Explicit rather than left to ON DELETE CASCADE: the rule holds even if the key changes.
        await tx.query('DELETE FROM job_applications WHERE job_id = $1', [id]);
        await tx.query('DELETE FROM jobs WHERE id = $1', [id]);
        return true;
      });
      if (!deleted) throw await posterWriteRefused(db, id);
      return reply.code(204).send();
    },

    async listJobApplications(request) {
      const email = callerEmail(request);
      const id = pathId(request);
      if (!isUuid(id)) throw notFound(messages.jobNotFound);
      const [job] = await db.read('SELECT 1 FROM jobs WHERE id = $1 AND posted_by_email = $2', [
        id,
        email,
      ]);
      // 404, not 403: someone else's job is indistinguishable from a missing one.
      if (!job) throw notFound(messages.jobNotFound);
      const rows = await db.read<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} FROM job_applications WHERE job_id = $1
         ORDER BY applied_at, id`,
        [id],
      );
      return rows.map(toReceivedApplication);
    },

    async applyToJob(request, reply) {
      const email = callerEmail(request);
      const name = currentUser(request).name ?? '';
      const id = pathId(request);
      const input = request.body as { resumeUrl: string; coverLetter?: string };
      if (!isUuid(id)) throw notFound(messages.jobNotFound);
      // One statement decides everything. FOR SHARE on the job row orders it against closing and
      // deleting (both lock that row): it waits for them and re-checks the status, so nobody
      // applies to a job closed a moment before. The unique (job_id, user_email) constraint
      // decides races between two submissions.
      const [application] = await db.write<{ id: string }>(
        `INSERT INTO job_applications (job_id, user_email, resume_url, cover_letter, applicant_name)
         SELECT id, $2, $3, $4, $5 FROM jobs
         WHERE id = $1 AND status = 'open' AND posted_by_email IS DISTINCT FROM $2
         FOR SHARE
         ON CONFLICT (job_id, user_email) DO NOTHING RETURNING id`,
        [id, email, input.resumeUrl, input.coverLetter ?? '', name],
      );
      if (!application) {
        const [job] = await db.read<{ status: string; mine: boolean }>(
          'SELECT status, posted_by_email IS NOT DISTINCT FROM $2 AS mine FROM jobs WHERE id = $1',
          [id, email],
        );
        if (!job) throw notFound(messages.jobNotFound);
        if (job.mine) throw forbidden(messages.ownJob);
        if (job.status !== 'open') throw conflict(messages.jobClosed);
        throw conflict(messages.alreadyApplied);
      }
      reply.code(201);
      return { message: messages.applied, applicationId: application.id };
    },

    async listMyApplications(request) {
      const email = callerEmail(request);
      const rows = await db.read<{
        id: string;
        job_id: string;
        title: string;
        company: string;
        job_status: string;
        status: string;
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

    async setApplicationStatus(request) {
      const email = callerEmail(request);
      const id = pathId(request);
      if (!isUuid(id)) throw notFound(messages.applicationNotFound);
      const { status } = request.body as { status: string };
      // Ownership in the statement itself: only applications to the caller's jobs match, and
      // anyone else's look missing (404, not 403).
      const [row] = await db.write<ApplicationRow>(
        `UPDATE job_applications a SET status = $1
         FROM jobs j
         WHERE a.id = $2 AND j.id = a.job_id AND j.posted_by_email = $3
         RETURNING ${APPLICATION_COLUMNS.split(', ')
           .map((column) => `a.${column}`)
           .join(', ')}`,
        [status, id, email],
      );
      if (!row) throw notFound(messages.applicationNotFound);
      return toReceivedApplication(row);
    },

    async withdrawApplication(request, reply) {
      const email = callerEmail(request);
      const id = pathId(request);
      if (!isUuid(id)) throw notFound(messages.applicationNotFound);
      // The status check and the delete are one statement, so a poster shortlisting at the same
      // moment either comes first (the withdrawal is refused) or finds nothing to change (404).
      const [deleted] = await db.write(
        `DELETE FROM job_applications
         WHERE id = $1 AND user_email = $2 AND status IN ${WITHDRAWABLE} RETURNING id`,
        [id, email],
      );
      if (!deleted) {
        const [existing] = await db.read(
          'SELECT 1 FROM job_applications WHERE id = $1 AND user_email = $2',
          [id, email],
        );
        if (!existing) throw notFound(messages.applicationNotFound);
        throw conflict(messages.cannotWithdraw);
      }
      return reply.code(204).send();
    },
  };
}
