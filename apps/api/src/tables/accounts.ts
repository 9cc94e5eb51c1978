import type { CredentialIssuer } from '../credentials/issue.ts';
import type { Database, Queryable } from '../db/database.ts';
import { revokeAccountCredentialsIn } from './credentials.ts';

/** What deleting an account removed, counted (for the log and the tests). */
export interface DeletedAccount {
  courses: number;
  enrollments: number;
  reviews: number;
  jobs: number;
  applications: number;
}

async function count(tx: Queryable, sql: string, email: string): Promise<number> {
  const rows = await tx.query(sql, [email]);
  return rows.length;
}

/**
 * Everything an account owns, keyed by its e-mail: its courses (with their lessons, reviews and
 * other learners' enrolments), its enrolments, progress and certificates, its reviews (each
 * reviewed course's rating recalculated), its job posts (with the applications to them and
 * others' saves of them), its own applications, its saved jobs and its settings (with the
 * portfolio's handle, free again). One transaction:
 * `beforeCommit` runs last inside it (the caller deletes the identity provider's account there),
 * so if it throws nothing here is deleted.
 */
export function accountData(db: Database, issuer: CredentialIssuer) {
  return {
    async remove(email: string, beforeCommit: () => Promise<void>): Promise<DeletedAccount> {
      return db.transaction(async (tx) => {
        // The account's own courses first, locked: an enrolment or review racing in waits.
        const own = await tx.query<{ id: string }>(
          'SELECT id FROM courses WHERE added_by_email = $1 ORDER BY id FOR UPDATE',
          [email],
        );
        // Reviews of other people's courses, then each such course's rating from what is left.
        const reviewed = await tx.query<{ course_id: string }>(
          'DELETE FROM reviews WHERE user_email = $1 RETURNING course_id',
          [email],
        );
        for (const courseId of new Set(reviewed.map((row) => row.course_id))) {
          await tx.query(
            `UPDATE courses SET (rating, rating_count) = (
               SELECT round(avg(r.rating), 1), count(*)::int FROM reviews r WHERE r.course_id = $1)
             WHERE id = $1`,
            [courseId],
          );
        }
        // Enrolments free their seats.
        const enrolled = await tx.query<{ course_id: string }>(
          'DELETE FROM enrollments WHERE user_email = $1 RETURNING course_id',
          [email],
        );
        for (const courseId of enrolled.map((row) => row.course_id)) {
          await tx.query('UPDATE courses SET enrollments = enrollments - 1 WHERE id = $1', [
            courseId,
          ]);
        }
        // Its credentials are revoked before their certificates go: the bits stay in the lists.
        await revokeAccountCredentialsIn(tx, issuer, email);
        for (const table of [
          'enrollment_history',
          'lesson_completions',
          'quiz_attempts',
          'last_positions',
          'certificates',
          'posting_log',
          'question_upvotes',
          'saved_jobs',
          'account_settings',
        ]) {
          await tx.query(`DELETE FROM ${table} WHERE user_email = $1`, [email]);
        }
        // Their answers, then their questions (with the answers others gave them).
        for (const table of ['question_answers', 'lesson_questions']) {
          await tx.query(`DELETE FROM ${table} WHERE author_email = $1`, [email]);
        }
        // The courses themselves; ON DELETE CASCADE takes their sections, lessons, reviews and
        // other learners' enrolments and progress.
        if (own.length > 0) {
          await tx.query('DELETE FROM courses WHERE added_by_email = $1', [email]);
        }
        const applications = await count(
          tx,
          'DELETE FROM job_applications WHERE user_email = $1 RETURNING id',
          email,
        );
        await tx.query(
          'DELETE FROM job_applications WHERE job_id IN (SELECT id FROM jobs WHERE posted_by_email = $1)',
          [email],
        );
        const jobs = await count(
          tx,
          'DELETE FROM jobs WHERE posted_by_email = $1 RETURNING id',
          email,
        );
        await beforeCommit();
        return {
          courses: own.length,
          enrollments: enrolled.length,
          reviews: reviewed.length,
          jobs,
          applications,
        };
      });
    },
  };
}
