// The application_messages table: the messages a job's poster and an applicant write to each
// other on one application (docs/product.md, Questions and messages).
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { notFound } from '../domain/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import { countPost } from './posting-limit.ts';

type ApplicationMessage = components['schemas']['ApplicationMessage'];

interface MessageRow {
  id: string;
  application_id: string;
  author_email: string;
  author_name: string;
  from_poster: boolean;
  body: string;
  created_at: Date;
}

const COLUMNS = 'id, application_id, author_email, author_name, from_poster, body, created_at';

function toMessage(row: MessageRow, callerEmail: string): ApplicationMessage {
  return {
    _id: row.id,
    applicationId: row.application_id,
    body: row.body,
    authorName: row.author_name,
    fromPoster: row.from_poster,
    mine: row.author_email === callerEmail,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Who the caller is on the application: its job's poster, its applicant, or nobody (null). */
interface Party {
  fromPoster: boolean;
  /** The other side's e-mail (null: a job stored without its poster's). */
  otherEmail: string | null;
  jobId: string;
  title: string;
  company: string;
}

async function partyOf(
  tx: Pick<Queryable, 'query'>,
  applicationId: string,
  email: string,
  lock: boolean,
): Promise<Party | null> {
  // FOR SHARE on the application orders a message against its withdrawal (a delete).
  const [row] = await tx.query<{
    poster: string | null;
    applicant: string;
    job_id: string;
    title: string;
    company: string;
  }>(
    `SELECT j.posted_by_email AS poster, a.user_email AS applicant, j.id AS job_id, j.title,
       j.company
     FROM job_applications a JOIN jobs j ON j.id = a.job_id
     WHERE a.id = $1 AND (a.user_email = $2 OR j.posted_by_email = $2)
     ${lock ? 'FOR SHARE OF a' : ''}`,
    [applicationId, email],
  );
  if (!row) return null;
  const fromPoster = row.poster === email;
  return {
    fromPoster,
    otherEmail: fromPoster ? row.applicant : row.poster,
    jobId: row.job_id,
    title: row.title,
    company: row.company,
  };
}

/** Application ids are UUIDs (the route turns any other into a 404 first). */
export function applicationMessageData(db: Database) {
  return {
    /**
     * One page of the application's messages, oldest first, and how many it has. Only its poster
     * and its applicant read them: 404 for anyone else, as for a missing application.
     */
    async list(
      applicationId: string,
      email: string,
      page: { limit: number; offset: number },
    ): Promise<{ messages: ApplicationMessage[]; total: number }> {
      const party = await partyOf(
        { query: (sql, params) => db.read(sql, params) },
        applicationId,
        email,
        false,
      );
      if (!party) throw notFound(messages.applicationNotFound);
      const [rows, [count]] = await Promise.all([
        db.read<MessageRow>(
          `SELECT ${COLUMNS} FROM application_messages WHERE application_id = $1
           ORDER BY created_at, id LIMIT $2 OFFSET $3`,
          [applicationId, page.limit, page.offset],
        ),
        db.read<{ total: number }>(
          'SELECT count(*)::int AS total FROM application_messages WHERE application_id = $1',
          [applicationId],
        ),
      ]);
      return { messages: rows.map((row) => toMessage(row, email)), total: count?.total ?? 0 };
    },

    /**
     * The caller's message on the application; the other side's notification and the posting
     * limit's count are in the same transaction. 404 for anyone but its poster and applicant,
     * 429 past the posting limit.
     */
    async post(
      applicationId: string,
      author: { email: string; name: string },
      body: string,
    ): Promise<ApplicationMessage> {
      return db.transaction(async (tx) => {
        const party = await partyOf(tx, applicationId, author.email, true);
        if (!party) throw notFound(messages.applicationNotFound);
        await countPost(tx, author.email);
        const [row] = await tx.query<MessageRow>(
          `INSERT INTO application_messages (application_id, author_email, author_name, from_poster, body)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
          [applicationId, author.email, author.name, party.fromPoster, body],
        );
        if (!row) throw new Error('application_messages: the insert returned no row');
        if (party.otherEmail !== null && party.otherEmail !== author.email) {
          await tx.query(
            `INSERT INTO notifications (user_email, kind, subject, company, job_id, application_id, actor)
             VALUES ($1, 'applicationMessage', $2, $3, $4, $5, $6)`,
            [party.otherEmail, party.title, party.company, party.jobId, applicationId, author.name],
          );
        }
        return toMessage(row, author.email);
      });
    },
  };
}

export type ApplicationMessageData = ReturnType<typeof applicationMessageData>;
