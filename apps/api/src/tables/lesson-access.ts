// Who may open a lesson, read in one place for the author's side (curriculum.ts) and the
// learner's (progress.ts, completions.ts, quiz-attempts.ts): the lesson's row and the caller's
// relation to its course.
import { messages } from '@edugate/api-client/messages';
import { forbidden, notFound } from '../domain/errors.ts';
import type { Queryable } from '../db/database.ts';
import { LESSON_COLUMNS, type LessonRow } from './lessons.ts';

type Reader = Pick<Queryable, 'query'>;

/** Who the caller is to a lesson's course. */
export interface LessonAccess {
  lesson: LessonRow;
  isOwner: boolean;
  enrolled: boolean;
}

/**
 * The lesson and the caller's relation to its course: 404 for an unknown course or a lesson not
 * in it. Whether they may open it is the caller's decision (`assertMayOpen`, `assertLearner`).
 */
export async function lessonAccess(
  tx: Reader,
  courseId: string,
  lessonId: string,
  email: string,
): Promise<LessonAccess> {
  const [course] = await tx.query<{ added_by_email: string; enrolled: boolean }>(
    `SELECT added_by_email,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.user_email = $2)
              AS enrolled
       FROM courses c WHERE c.id = $1`,
    [courseId, email],
  );
  if (!course) throw notFound(messages.courseNotFound);
  const [lesson] = await tx.query<LessonRow>(
    `SELECT ${LESSON_COLUMNS} FROM lessons WHERE id = $1 AND course_id = $2`,
    [lessonId, courseId],
  );
  if (!lesson) throw notFound(messages.lessonNotFound);
  return { lesson, isOwner: course.added_by_email === email, enrolled: course.enrolled };
}

/** docs/product.md, Lessons: learners enrolled now, the author, and anyone signed in for a Preview lesson. */
export function assertMayOpen(access: LessonAccess): void {
  if (!(access.enrolled || access.isOwner || access.lesson.preview)) {
    throw forbidden(messages.lessonForbidden);
  }
}

/** Who completes lessons and keeps a place in a course: a learner enrolled in it now. */
export function assertLearner(access: LessonAccess): void {
  if (!access.enrolled) throw forbidden(messages.lessonForbidden);
}

/**
 * The learner's lock on the course for `tx`, then the lesson and their relation to it: two tabs
 * (or two API processes) writing one learner's progress in one course run one after the other.
 */
export async function lockedForLearner(
  tx: Queryable,
  courseId: string,
  lessonId: string,
  email: string,
): Promise<LessonAccess> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtextextended('progress:' || $1 || ':' || $2, 0))`,
    [email, courseId],
  );
  const access = await lessonAccess(tx, courseId, lessonId, email);
  assertLearner(access);
  return access;
}
