// A learner's side of a curriculum: their progress (course-progress.ts), lesson completions and
// the certificate (completions.ts), quiz attempts (quiz-attempts.ts) and, here, the lesson opened
// last. These writes change nothing a public read shows, so they leave every read cache alone
// (`private` transactions, database.ts).
import type { CredentialIssuer } from '../credentials/issue.ts';
import type { Database, Queryable } from '../db/database.ts';
import { complete, uncomplete, type Learner } from './completions.ts';
import { readEnrolledProgress, readProgress } from './course-progress.ts';
import { assertLearner, lessonAccess } from './lesson-access.ts';
import { latestAttempt, submitAttempt } from './quiz-attempts.ts';

/** Records the lesson the learner opened last in the course. */
function setPosition(db: Database, courseId: string, lessonId: string, email: string) {
  return db.transaction(
    async (tx) => {
      assertLearner(await lessonAccess(tx, courseId, lessonId, email));
      await tx.query(
        `INSERT INTO last_positions (user_email, course_id, lesson_id) VALUES ($1, $2, $3)
         ON CONFLICT (user_email, course_id)
         DO UPDATE SET lesson_id = EXCLUDED.lesson_id, opened_at = now()`,
        [email, courseId, lessonId],
      );
    },
    { private: true },
  );
}

export function progressData(db: Database, publicUrl: string, issuer: CredentialIssuer) {
  const reader: Pick<Queryable, 'query'> = { query: (sql, params) => db.read(sql, params) };
  return {
    progress: (courseId: string, email: string) => readProgress(reader, courseId, email),

    /** Whether the course exists (progress of an unknown course is a 404). */
    courseExists: async (courseId: string): Promise<boolean> =>
      (await db.read('SELECT 1 FROM courses WHERE id = $1', [courseId])).length > 0,

    complete: (courseId: string, lessonId: string, learner: Learner) =>
      complete(db, courseId, lessonId, learner, issuer),

    uncomplete: (courseId: string, lessonId: string, email: string) =>
      uncomplete(db, courseId, lessonId, email),

    submitAttempt: (courseId: string, lessonId: string, learner: Learner, answers: number[]) =>
      submitAttempt(db, courseId, lessonId, learner, answers, issuer),

    latestAttempt: (courseId: string, lessonId: string, email: string) =>
      latestAttempt(reader, courseId, lessonId, email),

    setPosition: (courseId: string, lessonId: string, email: string): Promise<void> =>
      setPosition(db, courseId, lessonId, email),

    enrolled: (email: string) => readEnrolledProgress(reader, email, publicUrl),
  };
}
