// A learner's progress, read: in one course (for the lesson page and after every write, inside
// that write's transaction) and in every course they are enrolled in.
import type { components } from '@edugate/api-client';
import type { Queryable } from '../db/database.ts';
import { absoluteImageUrl } from './course-row.ts';

type Schemas = components['schemas'];
type CourseProgress = Schemas['CourseProgress'];
type EnrolledProgress = Schemas['EnrolledProgress'];
type Reader = Pick<Queryable, 'query'>;

const percentOf = (done: number, all: number) => (all === 0 ? 0 : Math.floor((done * 100) / all));

/** The caller's progress in the course, read in `tx` (so a write sees its own changes). */
export async function readProgress(
  tx: Reader,
  courseId: string,
  email: string,
): Promise<CourseProgress> {
  const lessons = await tx.query<{ id: string; done: boolean }>(
    `SELECT l.id, (c.lesson_id IS NOT NULL) AS done
       FROM lessons l
       JOIN sections s ON s.id = l.section_id
       LEFT JOIN lesson_completions c ON c.lesson_id = l.id AND c.user_email = $2
      WHERE l.course_id = $1
      ORDER BY s.position, l.position`,
    [courseId, email],
  );
  const [state] = await tx.query<{
    enrolled: boolean;
    last_lesson_id: string | null;
    certificate_id: string | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM enrollments WHERE course_id = $1 AND user_email = $2) AS enrolled,
            (SELECT lesson_id FROM last_positions WHERE course_id = $1 AND user_email = $2)
              AS last_lesson_id,
            (SELECT id FROM certificates WHERE course_id = $1 AND user_email = $2) AS certificate_id`,
    [courseId, email],
  );
  const completed = lessons.filter((lesson) => lesson.done).map((lesson) => lesson.id);
  const lastLessonId = state?.last_lesson_id ?? null;
  return {
    courseId,
    enrolled: state?.enrolled ?? false,
    lessonCount: lessons.length,
    completedCount: completed.length,
    percent: percentOf(completed.length, lessons.length),
    completedLessonIds: completed,
    lastLessonId,
    resumeLessonId:
      lastLessonId ?? lessons.find((lesson) => !lesson.done)?.id ?? lessons[0]?.id ?? null,
    certificateId: state?.certificate_id ?? null,
  };
}

/** Progress in every course the learner is enrolled in, the one opened last first. */
export async function readEnrolledProgress(
  reader: Reader,
  email: string,
  publicUrl: string,
): Promise<EnrolledProgress[]> {
  const rows = await reader.query<{
    course_id: string;
    title: string;
    image_url: string;
    lesson_count: number;
    completed_count: number;
    last_lesson_id: string | null;
    first_open_id: string | null;
    first_id: string | null;
    opened_at: Date | null;
  }>(
    `SELECT c.id AS course_id, c.title, c.image_url,
            (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id) AS lesson_count,
            (SELECT count(*)::int FROM lesson_completions lc
              WHERE lc.course_id = c.id AND lc.user_email = $1) AS completed_count,
            p.lesson_id AS last_lesson_id, p.opened_at,
            (SELECT l.id FROM lessons l JOIN sections s ON s.id = l.section_id
              WHERE l.course_id = c.id AND NOT EXISTS (
                SELECT 1 FROM lesson_completions lc
                 WHERE lc.lesson_id = l.id AND lc.user_email = $1)
              ORDER BY s.position, l.position LIMIT 1) AS first_open_id,
            (SELECT l.id FROM lessons l JOIN sections s ON s.id = l.section_id
              WHERE l.course_id = c.id ORDER BY s.position, l.position LIMIT 1) AS first_id
       FROM enrollments e
       JOIN courses c ON c.id = e.course_id
       LEFT JOIN last_positions p ON p.course_id = c.id AND p.user_email = $1
      WHERE e.user_email = $1
      ORDER BY p.opened_at DESC NULLS LAST, e.enrolled_at DESC, e.id`,
    [email],
  );
  return rows.map((row) => ({
    courseId: row.course_id,
    courseTitle: row.title,
    imageUrl: absoluteImageUrl(row.image_url, publicUrl),
    lessonCount: row.lesson_count,
    completedCount: row.completed_count,
    percent: percentOf(row.completed_count, row.lesson_count),
    resumeLessonId: row.last_lesson_id ?? row.first_open_id ?? row.first_id,
    lastOpenedAt: row.opened_at ? new Date(row.opened_at).toISOString() : null,
  }));
}
