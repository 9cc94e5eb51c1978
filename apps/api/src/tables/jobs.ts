// The jobs table: its SQL, and jobs in the contract's shape. Applications: applications.ts.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { forbidden, notFound } from '../domain/errors.ts';
import { defined } from '../util/defined.ts';
import type { Database, Queryable } from '../db/database.ts';
import { planSearch, searchQueries, tierSql } from '../search/search-terms.ts';
import { notifySql } from './notifications.ts';
import { setSkills, skillNamesColumn } from './skills.ts';

type Schemas = components['schemas'];
type Job = Schemas['Job'];
type JobInput = Schemas['JobInput'];

/** A jobs row as JOB_COLUMNS reads it (also joined by saved-jobs.ts). */
export interface JobRow {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  /** Written only from contract-validated input and the seed (typed by the same enum). */
  type: Schemas['JobType'];
  description: string;
  requirements: string[];
  benefits: string[];
  posted_at: Date;
  /** A CHECK keeps it to the contract's values (migrations/007). */
  status: Schemas['JobStatus'];
  posted_by_name: string;
  /** The skills it requires, in the poster's order (migrations/022). */
  skills: string[];
}

const JOB_COLUMNS =
  'id, title, company, location, salary, type, description, requirements, benefits, posted_at, status, posted_by_name';

/** Every column a job is read with: its own, and the names of the skills it requires. */
export const JOB_READ = `${JOB_COLUMNS}, ${skillNamesColumn('job', 'jobs')}`;

export function toJob(row: JobRow): Job {
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
    skills: row.skills,
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

/** The open jobs' filter and page as the SQL takes them (also the read cache's key). */
export interface JobListQuery {
  /** The term, lower-cased; null for no search. */
  q: string | null;
  type: string | null;
  /** Null: every match, as before paging existed (clients written then read one array). */
  limit: number | null;
  offset: number;
}

/** What a reader asks of the job board: GET /jobs' query with its defaults filled in. */
export interface JobBoardRequest {
  q?: string | undefined;
  type?: string | undefined;
  limit?: number | undefined;
  offset: number;
}

export function jobListQuery(query: JobBoardRequest): JobListQuery {
  return {
    q: query.q?.trim() ? query.q.trim().toLowerCase() : null,
    type: query.type ?? null,
    limit: query.limit ?? null,
    offset: query.offset,
  };
}

/** The job as its write's transaction sees it (its skills set by then). */
async function readJob(tx: Queryable, id: string): Promise<JobRow> {
  const [row] = await tx.query<JobRow>(`SELECT ${JOB_READ} FROM jobs WHERE id = $1`, [id]);
  return defined(row, 'written job');
}

/** Ids are UUIDs (the route turns any other into a 404 first). */
/**
 * A job as the seed and the tests write it straight into the table, with when it was posted, by
 * whom (nobody for the seeded board: its cards show their company) and whether it is still open.
 */
export interface JobRecord {
  id?: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  type: string;
  description: string;
  requirements: readonly string[];
  benefits: readonly string[];
  postedAt: string;
  status?: Schemas['JobStatus'];
  postedBy?: { email: string | null; name: string };
}

/** Writes one JobRecord (its skills are set apart, with setSkills); resolves with its id. */
export async function insertJobRecord(tx: Queryable, job: JobRecord): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO jobs (id, title, company, location, salary, type, description, requirements,
       benefits, posted_at, status, posted_by_email, posted_by_name)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8::text[], $9::text[],
       $10, $11, $12, $13)
     RETURNING id`,
    [
      job.id ?? null,
      job.title,
      job.company,
      job.location,
      job.salary,
      job.type,
      job.description,
      [...job.requirements],
      [...job.benefits],
      job.postedAt,
      job.status ?? 'open',
      job.postedBy?.email ?? null,
      job.postedBy?.name ?? '',
    ],
  );
  return defined(row, 'inserted job').id;
}

export function jobData(db: Database) {
  /**
   * Why a poster-only write matched no row: the job is missing (404) or someone else's (403).
   * Asked after the write, which itself checked ownership in its WHERE, so nothing changes in
   * between that matters: a job never changes poster.
   */
  async function posterWriteRefused(id: string): Promise<Error> {
    const [job] = await db.read('SELECT 1 FROM jobs WHERE id = $1', [id]);
    return job ? forbidden(messages.notJobPoster) : notFound(messages.jobNotFound);
  }

  return {
    /**
     * One page of open jobs and the number of matches: newest first, or with `q` best match first
     * (title above company and location, whole words above prefixes above one-typo corrections,
     * then newest; search-terms.ts, ADR 16).
     */
    async listOpen(query: JobListQuery): Promise<{ jobs: Job[]; total: number }> {
      const queries = query.q ? searchQueries(await planSearch(db, 'jobs', query.q)) : null;
      if (query.q && queries === null) return { jobs: [], total: 0 };
      const params: unknown[] = [query.type, queries?.match ?? null, ...(queries?.tiers ?? [])];
      const where = `status = 'open' AND ($1::text IS NULL OR type = $1)
          AND ($2::text IS NULL OR search_vector @@ to_tsquery('simple', $2))`;
      const tier = queries ? `${tierSql('search_vector', 3, queries.tiers.length)}, ` : '';
      const [rows, [count]] = await Promise.all([
        db.read<JobRow>(
          `SELECT ${JOB_READ} FROM jobs WHERE ${where}
           ORDER BY ${tier}posted_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, query.limit, query.offset],
        ),
        db.read<{ total: number }>(`SELECT count(*)::int AS total FROM jobs WHERE ${where}`, [
          query.type,
          queries?.match ?? null,
        ]),
      ]);
      return { jobs: rows.map(toJob), total: count?.total ?? 0 };
    },

    /**
     * 'Best match for you' (docs/product.md, Jobs for you; ADR 25): one page of the open jobs
     * `query` filters, by the share of their required skills among `skillIds` (a learner's
     * verified skills), then newest; the jobs holding none of their skills then, newest first; the jobs requiring no
     * skill last. Each tier is read in its own index order up to the page's end, so the work grows
     * with the learner's matches and the page, not with the board. The matches are counted from
     * `job_skills` alone, whose rows carry their job's state (migrations/027). The same for
     * everyone holding the same skills, so the route may cache it as a public read.
     */
    async listMatched(query: JobListQuery, skillIds: readonly number[]): Promise<Job[]> {
      const queries = query.q ? searchQueries(await planSearch(db, 'jobs', query.q)) : null;
      if (query.q && queries === null) return [];
      const end = query.limit === null ? null : query.offset + query.limit;
      const where = `jobs.status = 'open' AND ($1::text IS NULL OR jobs.type = $1)
          AND ($2::text IS NULL OR jobs.search_vector @@ to_tsquery('simple', $2))`;
      const anySkill = 'EXISTS (SELECT 1 FROM job_skills r WHERE r.job_id = jobs.id)';
      const heldSkill = `EXISTS (SELECT 1 FROM job_skills h
          WHERE h.job_id = jobs.id AND h.skill_id IN (SELECT skill_id FROM mine))`;
      // Tiers 1 and 2 read only as far as the page reaches past the tiers before them: a page
      // within the learner's matches reads no other job (a LIMIT 0 runs nothing; the count of
      // tier 1 is taken only when the page goes past it).
      const rows = await db.read<JobRow>(
        `WITH mine AS MATERIALIZED (SELECT unnest($3::int[]) AS skill_id),
         matched AS MATERIALIZED (
           SELECT l.job_id AS id, max(l.posted_at) AS posted_at,
             count(*)::float8 / max(l.skill_count) AS share
           FROM job_skills l
           WHERE l.open AND l.skill_id IN (SELECT skill_id FROM mine)
             AND ($1::text IS NULL OR l.job_type = $1)
             AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM jobs WHERE jobs.id = l.job_id
               AND jobs.search_vector @@ to_tsquery('simple', $2)))
           GROUP BY l.job_id),
         ranked AS (
           (SELECT id, posted_at, 0 AS tier, share FROM matched
            ORDER BY share DESC, posted_at DESC, id LIMIT $4)
           UNION ALL
           (SELECT jobs.id, jobs.posted_at, 1, 0 FROM jobs
            WHERE ${where} AND ${anySkill} AND NOT ${heldSkill}
            ORDER BY jobs.posted_at DESC, jobs.id
            LIMIT CASE WHEN $4::bigint IS NULL THEN NULL
              ELSE GREATEST(0, $4 - (SELECT count(*) FROM matched)) END)
           UNION ALL
           (SELECT jobs.id, jobs.posted_at, 2, 0 FROM jobs WHERE ${where} AND NOT ${anySkill}
            ORDER BY jobs.posted_at DESC, jobs.id
            LIMIT CASE WHEN $4::bigint IS NULL THEN NULL
              WHEN $4 <= (SELECT count(*) FROM matched) THEN 0
              ELSE GREATEST(0, $4 - (SELECT count(*) FROM matched) - (SELECT count(*) FROM jobs
                WHERE ${where} AND ${anySkill} AND NOT ${heldSkill})) END)),
         page AS (
           SELECT id, tier, share, posted_at AS ranked_at FROM ranked
           ORDER BY tier, share DESC, posted_at DESC, id LIMIT $5 OFFSET $6)
         SELECT ${JOB_READ} FROM page JOIN jobs USING (id)
         ORDER BY page.tier, page.share DESC, page.ranked_at DESC, id`,
        [query.type, queries?.match ?? null, skillIds, end, query.limit, query.offset],
        // Without a search the same text every time: planned once per connection.
        queries ? undefined : { prepared: 'jobs.listMatched' },
      );
      return rows.map(toJob);
    },

    /** One job, open or closed (anyone may read either); null when there is none. */
    async find(id: string): Promise<Job | null> {
      const [row] = await db.read<JobRow>(`SELECT ${JOB_READ} FROM jobs WHERE id = $1`, [id]);
      return row ? toJob(row) : null;
    },

    async insert(input: JobInput, poster: { email: string; name: string }): Promise<Job> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.query<{ id: string }>(
          `INSERT INTO jobs (title, company, location, salary, type, description, requirements,
             benefits, posted_by_email, posted_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::text[], $9, $10) RETURNING id`,
          [...jobValues(input), poster.email, poster.name],
        );
        const id = defined(inserted, 'inserted job').id;
        await setSkills(tx, 'job', id, input.skills ?? []);
        // Learners whose skills cover half of it hear of it, once: only here, never on an edit.
        await tx.query(notifySql.jobMatch, [id]);
        return readJob(tx, id);
      });
      return toJob(row);
    },

    /** The poster's jobs, newest first, each with its number of applicants. */
    async listByPoster(email: string): Promise<Schemas['PostedJob'][]> {
      const rows = await db.read<JobRow & { applicants: number }>(
        `SELECT ${JOB_READ},
           (SELECT count(*)::int FROM job_applications a WHERE a.job_id = jobs.id) AS applicants
         FROM jobs WHERE posted_by_email = $1 ORDER BY posted_at DESC, id`,
        [email],
      );
      return rows.map((row) => ({ ...toJob(row), applicants: row.applicants }));
    },

    /** The poster's update: 404 missing, 403 someone else's. Without `skills` they stay. */
    async update(id: string, input: JobInput, posterEmail: string): Promise<Job> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.query<{ id: string }>(
          `UPDATE jobs SET title = $1, company = $2, location = $3, salary = $4, type = $5,
             description = $6, requirements = $7::text[], benefits = $8::text[]
           WHERE id = $9 AND posted_by_email = $10 RETURNING id`,
          [...jobValues(input), id, posterEmail],
        );
        if (!updated) return null;
        if (input.skills) await setSkills(tx, 'job', id, input.skills);
        return readJob(tx, id);
      });
      if (!row) throw await posterWriteRefused(id);
      return toJob(row);
    },

    /** The poster opens or closes the job: 404 missing, 403 someone else's. */
    async setStatus(id: string, status: Schemas['JobStatus'], posterEmail: string): Promise<Job> {
      // One statement: its row lock orders it against applications being inserted (see apply).
      // Closing an open job tells its applicants, in the same statement (migrations/013).
      const [row] = await db.write<JobRow>(
        `WITH updated AS (
           UPDATE jobs SET status = $1 FROM jobs prior
           WHERE jobs.id = $2 AND jobs.posted_by_email = $3 AND prior.id = jobs.id
           RETURNING ${JOB_COLUMNS.split(', ')
             .map((column) => `jobs.${column}`)
             .join(', ')}, prior.status AS prior_status),
         notified AS (
           INSERT INTO notifications (user_email, kind, subject, company, job_id)
           SELECT a.user_email, 'jobClosed', u.title, u.company, u.id
           FROM updated u JOIN job_applications a ON a.job_id = u.id
           WHERE u.status = 'closed' AND u.prior_status = 'open')
         SELECT ${JOB_COLUMNS}, ${skillNamesColumn('job', 'updated')} FROM updated`,
        [status, id, posterEmail],
      );
      if (!row) throw await posterWriteRefused(id);
      return toJob(row);
    },

    /** The poster deletes the job and its applications: 404 missing, 403 someone else's. */
    async remove(id: string, posterEmail: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        // Lock the job first: an application racing in waits, then finds no job (404).
        const [job] = await tx.query(
          'SELECT 1 FROM jobs WHERE id = $1 AND posted_by_email = $2 FOR UPDATE',
          [id, posterEmail],
        );
        if (!job) return false;
        // Its applicants hear of it, in this transaction (migrations/013).
        await tx.query(notifySql.jobApplicants('jobDeleted'), [id]);
        // Explicit rather than left to ON DELETE CASCADE: the rule holds even if the key changes.
        await tx.query('DELETE FROM job_applications WHERE job_id = $1', [id]);
        await tx.query('DELETE FROM jobs WHERE id = $1', [id]);
        return true;
      });
      if (!deleted) throw await posterWriteRefused(id);
    },
  };
}

export type JobData = ReturnType<typeof jobData>;
