import { messages } from '@edugate/api-client/messages';
import { conflict, notFound } from '../http/errors.ts';
import { callerEmail, isUuid, type Deps, type Handlers } from '../http/context.ts';
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

const JOB_COLUMNS =
  'id, title, company, location, salary, type, description, requirements, benefits, posted_at';

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
  };
}

/** Blank lines are the client's to drop, but a server that stores them would show empty bullets. */
function lines(items: string[] | undefined): string[] {
  return (items ?? []).map((item) => item.trim()).filter(Boolean);
}

export function jobHandlers({ db }: Deps): Handlers {
  return {
    async listJobs() {
      return db.readCache.read('listJobs', async () => {
        const rows = await db.read<JobRow>(
          `SELECT ${JOB_COLUMNS} FROM jobs ORDER BY posted_at DESC, id`,
        );
        return rows.map(toJob);
      });
    },

    async createJob(request, reply) {
      const email = callerEmail(request);
      const input = request.body as JobInput;
      const [row] = await db.write<JobRow>(
        `INSERT INTO jobs (title, company, location, salary, type, description, requirements, benefits,
           posted_by_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::text[], $9) RETURNING ${JOB_COLUMNS}`,
        [
          input.title.trim(),
          input.company.trim(),
          input.location.trim(),
          input.salary.trim(),
          input.type,
          input.description.trim(),
          lines(input.requirements),
          lines(input.benefits),
          email,
        ],
      );
      reply.code(201);
      return toJob(defined(row, 'inserted job'));
    },

    async applyToJob(request, reply) {
      const email = callerEmail(request);
      const { id } = request.params as { id: string };
      const input = request.body as { resumeUrl: string; coverLetter?: string };
      if (!isUuid(id)) throw notFound(messages.jobNotFound);
      const [job] = await db.read('SELECT 1 FROM jobs WHERE id = $1', [id]);
      if (!job) throw notFound(messages.jobNotFound);
      // The unique (job_id, user_email) constraint decides races between two submissions.
      const [application] = await db.write<{ id: string }>(
        `INSERT INTO job_applications (job_id, user_email, resume_url, cover_letter)
         VALUES ($1, $2, $3, $4) ON CONFLICT (job_id, user_email) DO NOTHING RETURNING id`,
        [id, email, input.resumeUrl, input.coverLetter ?? ''],
      );
      if (!application) throw conflict(messages.alreadyApplied);
      reply.code(201);
      return { message: messages.applied, applicationId: application.id };
    },
  };
}
