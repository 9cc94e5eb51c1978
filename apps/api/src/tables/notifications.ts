// The notifications table: its SQL, notifications in the contract's shape, and the statements
// the events that cause notifications run in their own transaction (applications.ts, jobs.ts,
// courses.ts).
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { notFound } from '../domain/errors.ts';
import type { Database } from '../db/database.ts';

type Schemas = components['schemas'];
type Notification = Schemas['Notification'];

/** How long a notification is kept (and listed). */
export const NOTIFICATION_RETENTION = "interval '90 days'";
/** The contract's maxItems for one list. */
export const NOTIFICATION_LIST_LIMIT = 100;

interface NotificationRow {
  id: string;
  /** A CHECK keeps it to the contract's values (migrations/013). */
  kind: Schemas['NotificationKind'];
  subject: string;
  company: string | null;
  job_id: string | null;
  course_id: string | null;
  application_id: string | null;
  question_id: string | null;
  /** Read from the question, while it exists. */
  lesson_id: string | null;
  question_title: string | null;
  /** Written only from a job_applications row, whose CHECK keeps it to the contract's values. */
  status: Schemas['ApplicationStatus'] | null;
  actor: string | null;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS =
  'id, kind, subject, company, job_id, course_id, application_id, question_id, question_title, status, actor, created_at, read_at, ' +
  '(SELECT q.lesson_id FROM lesson_questions q WHERE q.id = notifications.question_id) AS lesson_id';

function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    subject: row.subject,
    ...(row.company !== null && { company: row.company }),
    ...(row.job_id !== null && { jobId: row.job_id }),
    ...(row.course_id !== null && { courseId: row.course_id }),
    ...(row.application_id !== null && { applicationId: row.application_id }),
    ...(row.question_id !== null && { questionId: row.question_id }),
    ...(row.lesson_id !== null && { lessonId: row.lesson_id }),
    ...(row.question_title !== null && { questionTitle: row.question_title }),
    ...(row.status !== null && { status: row.status }),
    ...(row.actor !== null && { actor: row.actor }),
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Kept for 90 days: nothing older is listed, counted or changed (the cleanup deletes it). */
const LIVE = `created_at > now() - ${NOTIFICATION_RETENTION}`;

/**
 * SQL fragments the events embed in their own statement or transaction, so a notification is
 * written exactly when its event commits. Each inserts from the rows the event changed.
 */
export const notifySql = {
  /**
   * The applicants of job $1 hear that it was closed or deleted (`kind`); run before a delete
   * (it reads the applications and the job).
   */
  jobApplicants: (kind: 'jobClosed' | 'jobDeleted') =>
    `INSERT INTO notifications (user_email, kind, subject, company, job_id)
     SELECT a.user_email, '${kind}', j.title, j.company, ${kind === 'jobDeleted' ? 'NULL' : 'j.id'}
     FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE a.job_id = $1`,
  /**
   * Jobs for you (docs/product.md; ADR 25): every learner but the poster whose verified skills
   * (unrevoked certificates' courses' skills) hold at least half of the skills job $1 requires
   * hears of it, unless they turned 'Tell me about jobs that match my skills' off (no settings
   * row: on). A job requiring no skill notifies nobody. One statement, from the job's skills out
   * through the courses teaching them to their certificates (certificates_course_live_idx).
   */
  jobMatch: `INSERT INTO notifications (user_email, kind, subject, company, job_id)
     SELECT c.user_email, 'jobMatch', j.title, j.company, j.id
     FROM jobs j
       JOIN job_skills js ON js.job_id = j.id
       JOIN course_skills cs ON cs.skill_id = js.skill_id
       JOIN certificates c ON c.course_id = cs.course_id AND c.revoked_at IS NULL
     WHERE j.id = $1 AND c.user_email <> j.posted_by_email
       AND NOT EXISTS (SELECT 1 FROM account_settings a
                       WHERE a.user_email = c.user_email AND NOT a.job_match_notifications)
     GROUP BY c.user_email, j.id, j.title, j.company
     HAVING 2 * count(DISTINCT js.skill_id) >= (SELECT count(*) FROM job_skills n WHERE n.job_id = $1)`,
  /** The learners enrolled in course $1 hear it was deleted; run before the delete. */
  courseLearners: `INSERT INTO notifications (user_email, kind, subject)
     SELECT e.user_email, 'courseDeleted', c.title
     FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.course_id = $1`,
};

/** Notification ids are UUIDs (the route turns any other into a 404 first). */
export function notificationData(db: Database) {
  return {
    /**
     * The user's notifications of the last 90 days, newest first, how many are unread, and how
     * many are unseen (arrived since the list was last opened: the navbar's count).
     */
    async list(email: string): Promise<Schemas['NotificationList']> {
      const [rows, [count]] = await Promise.all([
        db.read<NotificationRow>(
          `SELECT ${COLUMNS} FROM notifications WHERE user_email = $1 AND ${LIVE}
           ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATION_LIST_LIMIT}`,
          [email],
        ),
        db.read<{ unread: number; unseen: number }>(
          `SELECT count(*) FILTER (WHERE read_at IS NULL)::int AS unread,
                  count(*) FILTER (WHERE seen_at IS NULL AND read_at IS NULL)::int AS unseen
           FROM (
             SELECT read_at, seen_at FROM notifications WHERE user_email = $1 AND ${LIVE}
             ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATION_LIST_LIMIT}) listed`,
          [email],
        ),
      ]);
      return {
        notifications: rows.map(toNotification),
        unread: count?.unread ?? 0,
        unseen: count?.unseen ?? 0,
      };
    },

    /** The list was opened: every notification is seen (the badge clears), none is read. */
    async markSeen(email: string): Promise<void> {
      await db.write(
        'UPDATE notifications SET seen_at = now() WHERE user_email = $1 AND seen_at IS NULL',
        [email],
      );
    },

    /** Marks the user's notification read (kept as it was if read already): 404 anyone else's. */
    async markRead(id: string, email: string): Promise<Notification> {
      const [row] = await db.write<NotificationRow>(
        `UPDATE notifications
         SET read_at = coalesce(read_at, now()), seen_at = coalesce(seen_at, now())
         WHERE id = $1 AND user_email = $2 AND ${LIVE} RETURNING ${COLUMNS}`,
        [id, email],
      );
      if (!row) throw notFound(messages.notificationNotFound);
      return toNotification(row);
    },

    async markAllRead(email: string): Promise<void> {
      await db.write(
        `UPDATE notifications SET read_at = now(), seen_at = coalesce(seen_at, now())
         WHERE user_email = $1 AND read_at IS NULL`,
        [email],
      );
    },

    /**
     * Deletes notifications older than 90 days; how many. They are listed nowhere already, so no
     * cached read changes: a private transaction (no cache cleared, no other process told).
     */
    async deleteExpired(): Promise<number> {
      const [result] = await db.transaction(
        (tx) =>
          tx.query<{ deleted: number }>(
            `WITH gone AS (
               DELETE FROM notifications WHERE created_at <= now() - ${NOTIFICATION_RETENTION}
               RETURNING 1)
             SELECT count(*)::int AS deleted FROM gone`,
          ),
        { private: true },
      );
      return result?.deleted ?? 0;
    },
  };
}

export type NotificationData = ReturnType<typeof notificationData>;
