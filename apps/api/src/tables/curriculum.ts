// A course's curriculum as its author and its learners see it: the outline, a lesson for who may
// open it, and the author's writes. Every write of one course's curriculum holds that course's
// curriculum lock for its transaction, so two tabs (or two API processes) change it one after
// the other: a reorder racing a delete sees the delete, finds the order it was sent stale, and
// changes nothing (409). The rows themselves are sections.ts's and lessons.ts's.
import { CURRICULUM_LIMITS } from '@edugate/api-client/constants';
import { messages } from '@edugate/api-client/messages';
import { conflict, invalid, notFound } from '../domain/errors.ts';
import type { LessonFields } from '../domain/lessons.ts';
import type { Database, Queryable } from '../db/database.ts';
import { assertMayOpen, lessonAccess } from './lesson-access.ts';
import { insertLesson, lessonValues, toLesson, type Lesson } from './lessons.ts';
import { assertSectionIn, insertSection, readOutline, type CourseOutline } from './sections.ts';

/** 404 unless the course exists and is the caller's (no existence leak). */
async function assertOwner(tx: Pick<Queryable, 'query'>, courseId: string, email: string) {
  const [course] = await tx.query<{ added_by_email: string }>(
    'SELECT added_by_email FROM courses WHERE id = $1',
    [courseId],
  );
  if (!course || course.added_by_email !== email) throw notFound(messages.courseNotFound);
}

/**
 * Runs an author's write: the course's curriculum lock first, then 404 unless the course exists
 * and is the caller's (no existence leak), then `work`; answers with the outline as it is now.
 */
function authorWrite<T extends object>(
  db: Database,
  courseId: string,
  email: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T & { outline: CourseOutline }> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('curriculum:' || $1, 0))`, [
      courseId,
    ]);
    await assertOwner(tx, courseId, email);
    const result = await work(tx);
    const outline = await readOutline(tx, courseId);
    if (!outline) throw notFound(messages.courseNotFound);
    return { ...result, outline };
  });
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Stores the sections' `order` when the stored one is `previousOrder` (else 409), same ids. */
async function reorderSectionsOf(
  tx: Queryable,
  courseId: string,
  order: readonly string[],
  previousOrder: readonly string[],
): Promise<void> {
  const stored = await tx.query<{ id: string }>(
    'SELECT id FROM sections WHERE course_id = $1 ORDER BY position',
    [courseId],
  );
  const ids = stored.map((row) => row.id);
  if (!sameOrder(ids, previousOrder)) throw conflict(messages.curriculumStale);
  if (!sameOrder([...ids].sort(), [...order].sort())) throw invalid(messages.orderNotStored);
  await tx.query(
    `UPDATE sections t SET position = o.ord
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord)
      WHERE t.id = o.id AND t.course_id = $1`,
    [courseId, order],
  );
}

/**
 * A section's lessons in a new order, which may take in lessons of the course's other sections
 * (a lesson moved to another section): the section's stored order must be `previousOrder` (else
 * 409), `order` must hold each of its lessons once, and any other id must be a lesson of the course
 * (400 otherwise). The section it leaves keeps its order, with a gap.
 */
async function reorderLessonsInto(
  tx: Queryable,
  courseId: string,
  sectionId: string,
  order: readonly string[],
  previousOrder: readonly string[],
): Promise<void> {
  const stored = await tx.query<{ id: string }>(
    'SELECT id FROM lessons WHERE section_id = $1 ORDER BY position',
    [sectionId],
  );
  const ids = stored.map((row) => row.id);
  if (!sameOrder(ids, previousOrder)) throw conflict(messages.curriculumStale);
  const arriving = order.filter((id) => !ids.includes(id));
  const complete = new Set(order).size === order.length && ids.every((id) => order.includes(id));
  if (!complete) throw invalid(messages.orderNotStored);
  if (arriving.length > 0) {
    const found = await tx.query(
      'SELECT 1 FROM lessons WHERE course_id = $1 AND id::text = ANY($2::text[])',
      [courseId, arriving],
    );
    if (found.length !== arriving.length) throw invalid(messages.orderNotStored);
  }
  await tx.query(
    `UPDATE lessons t SET section_id = $1, position = o.ord
       FROM unnest($3::uuid[]) WITH ORDINALITY AS o(id, ord)
      WHERE t.id = o.id AND t.course_id = $2`,
    [sectionId, courseId, order],
  );
}

/** Throws `tooMany` when the course already holds `limit` rows of `table`. */
async function assertBelowLimit(
  tx: Queryable,
  table: 'sections' | 'lessons',
  courseId: string,
  limit: number,
  tooMany: string,
): Promise<void> {
  const [count] = await tx.query<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM ${table} WHERE course_id = $1`,
    [courseId],
  );
  if ((count?.rows ?? 0) >= limit) throw invalid(tooMany);
}

export function curriculumData(db: Database, publicUrl: string) {
  const reader: Pick<Queryable, 'query'> = { query: (sql, params) => db.read(sql, params) };
  const write = <T extends object>(
    courseId: string,
    email: string,
    work: (tx: Queryable) => Promise<T>,
  ) => authorWrite(db, courseId, email, work);

  return {
    /** 404 unless the course exists and is the caller's. */
    assertAuthor: (courseId: string, email: string): Promise<void> =>
      assertOwner(reader, courseId, email),

    /** The public outline; null for an unknown course. */
    outline: (courseId: string): Promise<CourseOutline | null> => readOutline(reader, courseId),

    /** The lesson for a caller who may open it (403 otherwise, 404 unknown). */
    async lesson(courseId: string, lessonId: string, email: string): Promise<Lesson> {
      const access = await lessonAccess(reader, courseId, lessonId, email);
      assertMayOpen(access);
      return toLesson(access.lesson, access.isOwner, publicUrl);
    },

    createSection: (courseId: string, email: string, title: string) =>
      write(courseId, email, async (tx) => {
        const { sectionsPerCourse } = CURRICULUM_LIMITS;
        await assertBelowLimit(
          tx,
          'sections',
          courseId,
          sectionsPerCourse,
          messages.tooManySections,
        );
        await insertSection(tx, courseId, title.trim());
        return {};
      }),

    renameSection: (courseId: string, sectionId: string, email: string, title: string) =>
      write(courseId, email, async (tx) => {
        await assertSectionIn(tx, courseId, sectionId);
        await tx.query('UPDATE sections SET title = $2 WHERE id = $1', [sectionId, title.trim()]);
        return {};
      }),

    /** The section, its lessons and every learner's completions, attempts and positions in them. */
    deleteSection: (courseId: string, sectionId: string, email: string) =>
      write(courseId, email, async (tx) => {
        await assertSectionIn(tx, courseId, sectionId);
        await tx.query('DELETE FROM sections WHERE id = $1', [sectionId]);
        return {};
      }),

    reorderSections: (courseId: string, email: string, order: string[], previous: string[]) =>
      write(courseId, email, async (tx) => {
        await reorderSectionsOf(tx, courseId, order, previous);
        return {};
      }),

    reorderLessons: (
      courseId: string,
      sectionId: string,
      email: string,
      order: string[],
      previous: string[],
    ) =>
      write(courseId, email, async (tx) => {
        await assertSectionIn(tx, courseId, sectionId);
        await reorderLessonsInto(tx, courseId, sectionId, order, previous);
        return {};
      }),

    createLesson: (courseId: string, sectionId: string, email: string, fields: LessonFields) =>
      write(courseId, email, async (tx) => {
        await assertSectionIn(tx, courseId, sectionId);
        const { lessonsPerCourse } = CURRICULUM_LIMITS;
        await assertBelowLimit(tx, 'lessons', courseId, lessonsPerCourse, messages.tooManyLessons);
        return { lessonId: await insertLesson(tx, { courseId, sectionId }, fields) };
      }),

    /** Replaces the lesson's fields; its place and its learners' completions stay. */
    updateLesson: (courseId: string, lessonId: string, email: string, fields: LessonFields) =>
      write(courseId, email, async (tx) => {
        const rows = await tx.query<{ id: string }>(
          `UPDATE lessons SET title = $3, kind = $4, minutes = $5, preview = $6, body = $7,
                  body_html = $8, video_url = $9, captions_url = $10, pass_mark = $11,
                  questions = $12::jsonb, updated_at = now()
            WHERE id = $1 AND course_id = $2 RETURNING id`,
          [lessonId, courseId, ...lessonValues(fields)],
        );
        if (rows.length === 0) throw notFound(messages.lessonNotFound);
        return { lessonId };
      }),

    deleteLesson: (courseId: string, lessonId: string, email: string) =>
      write(courseId, email, async (tx) => {
        const rows = await tx.query(
          'DELETE FROM lessons WHERE id = $1 AND course_id = $2 RETURNING id',
          [lessonId, courseId],
        );
        if (rows.length === 0) throw notFound(messages.lessonNotFound);
        return {};
      }),
  };
}
