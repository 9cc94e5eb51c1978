// The sections and lessons tables: a course's outline, a lesson's content for who may open it, and
// the author's writes. Every write of one course's curriculum holds that course's curriculum lock
// for its transaction, so two tabs (or two API processes) change it one after the other: a reorder
// racing a delete sees the delete, finds the order it was sent stale, and changes nothing (409).
import type { components } from '@edugate/api-client';
import { CURRICULUM_LIMITS } from '@edugate/api-client/constants';
import { messages } from '@edugate/api-client/messages';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import type { LessonFields, StoredQuestion } from '../domain/lessons.ts';
import { mediaAddress, withAssetOrigin } from '../domain/lesson-media.ts';
import type { Database, Queryable } from '../db/database.ts';

type Schemas = components['schemas'];
export type CourseOutline = Schemas['CourseOutline'];
export type Lesson = Schemas['Lesson'];
type LessonKind = Schemas['LessonKind'];

interface OutlineRow {
  course_id: string;
  section_id: string | null;
  section_title: string | null;
  lesson_id: string | null;
  title: string | null;
  kind: LessonKind | null;
  minutes: number | null;
  preview: boolean | null;
}

export interface LessonRow {
  id: string;
  course_id: string;
  section_id: string;
  title: string;
  kind: LessonKind;
  minutes: number;
  preview: boolean;
  body: string | null;
  body_html: string | null;
  video_url: string | null;
  captions_url: string | null;
  pass_mark: number | null;
  questions: StoredQuestion[] | null;
}

export const LESSON_COLUMNS = `id, course_id, section_id, title, kind, minutes, preview, body,
  body_html, video_url, captions_url, pass_mark, questions`;

/** The course's outline, or null when there is no such course. */
export async function readOutline(
  tx: Pick<Queryable, 'query'>,
  courseId: string,
): Promise<CourseOutline | null> {
  const rows = await tx.query<OutlineRow>(
    `SELECT c.id AS course_id, s.id AS section_id, s.title AS section_title, l.id AS lesson_id,
            l.title, l.kind, l.minutes, l.preview
       FROM courses c
       LEFT JOIN sections s ON s.course_id = c.id
       LEFT JOIN lessons l ON l.section_id = s.id
      WHERE c.id = $1
      ORDER BY s.position, l.position`,
    [courseId],
  );
  if (rows.length === 0) return null;
  const sections: CourseOutline['sections'] = [];
  let lessonCount = 0;
  let totalMinutes = 0;
  for (const row of rows) {
    if (!row.section_id) continue;
    let section = sections.at(-1);
    if (section?._id !== row.section_id) {
      section = { _id: row.section_id, title: row.section_title ?? '', lessons: [] };
      sections.push(section);
    }
    if (row.lesson_id && row.kind && row.title !== null && row.minutes !== null) {
      section.lessons.push({
        _id: row.lesson_id,
        title: row.title,
        kind: row.kind,
        minutes: row.minutes,
        preview: row.preview ?? false,
      });
      lessonCount += 1;
      totalMinutes += row.minutes;
    }
  }
  return { courseId, sections, lessonCount, totalMinutes };
}

/** A lesson as the contract sends it; its Markdown and the quiz's answers to the owner only. */
export function toLesson(row: LessonRow, isOwner: boolean, publicUrl: string): Lesson {
  const lesson: Lesson = {
    _id: row.id,
    courseId: row.course_id,
    sectionId: row.section_id,
    title: row.title,
    kind: row.kind,
    minutes: row.minutes,
    preview: row.preview,
  };
  if (row.kind === 'article') {
    lesson.article = {
      html: withAssetOrigin(row.body_html ?? '', publicUrl),
      ...(isOwner ? { body: row.body ?? '' } : {}),
    };
  } else if (row.kind === 'video') {
    lesson.video = {
      url: mediaAddress(row.video_url ?? '', publicUrl),
      ...(row.captions_url ? { captionsUrl: mediaAddress(row.captions_url, publicUrl) } : {}),
    };
  } else {
    lesson.quiz = {
      passMark: row.pass_mark ?? CURRICULUM_LIMITS.passMark.default,
      questions: (row.questions ?? []).map(({ prompt, options, answer }) => ({
        prompt,
        options,
        ...(isOwner ? { answer } : {}),
      })),
    };
  }
  return lesson;
}

/** Who the caller is to a lesson's course. */
export interface LessonAccess {
  lesson: LessonRow;
  isOwner: boolean;
  enrolled: boolean;
}

/**
 * The lesson and the caller's relation to its course: 404 for an unknown course or a lesson not
 * in it. Whether they may open it is the caller's decision (`mayOpen`).
 */
export async function lessonAccess(
  tx: Pick<Queryable, 'query'>,
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

/** SPEC-BEYOND.md: learners enrolled now, the author, and anyone signed in for a Preview lesson. */
export function assertMayOpen(access: LessonAccess): void {
  if (!(access.enrolled || access.isOwner || access.lesson.preview)) {
    throw forbidden(messages.lessonForbidden);
  }
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export function curriculumData(db: Database, publicUrl: string) {
  /**
   * Runs an author's write: the course's curriculum lock first, then 404 unless the course exists
   * and is the caller's (no existence leak), then `work`; answers with the outline as it is now.
   */
  async function authorWrite<T extends object>(
    courseId: string,
    email: string,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T & { outline: CourseOutline }> {
    return db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('curriculum:' || $1, 0))`, [
        courseId,
      ]);
      const [course] = await tx.query<{ added_by_email: string }>(
        'SELECT added_by_email FROM courses WHERE id = $1',
        [courseId],
      );
      if (!course || course.added_by_email !== email) throw notFound(messages.courseNotFound);
      const result = await work(tx);
      const outline = await readOutline(tx, courseId);
      if (!outline) throw notFound(messages.courseNotFound);
      return { ...result, outline };
    });
  }

  async function sectionIn(tx: Queryable, courseId: string, sectionId: string): Promise<void> {
    const [section] = await tx.query('SELECT 1 FROM sections WHERE id = $1 AND course_id = $2', [
      sectionId,
      courseId,
    ]);
    if (!section) throw notFound(messages.sectionNotFound);
  }

  /** Stores `order` when the stored one is `previousOrder` (else 409) and both hold the same ids. */
  async function reorder(
    tx: Queryable,
    table: 'sections' | 'lessons',
    scope: { column: 'course_id' | 'section_id'; id: string },
    order: readonly string[],
    previousOrder: readonly string[],
  ): Promise<void> {
    const stored = await tx.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE ${scope.column} = $1 ORDER BY position`,
      [scope.id],
    );
    const ids = stored.map((row) => row.id);
    if (!sameOrder(ids, previousOrder)) throw conflict(messages.curriculumStale);
    if (!sameOrder([...ids].sort(), [...order].sort())) throw invalid(messages.orderNotStored);
    await tx.query(
      `UPDATE ${table} t SET position = o.ord
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE t.id = o.id AND t.${scope.column} = $1`,
      [scope.id, order],
    );
  }

  const lessonValues = (fields: LessonFields) => [
    fields.title,
    fields.kind,
    fields.minutes,
    fields.preview,
    fields.body,
    fields.bodyHtml,
    fields.videoUrl,
    fields.captionsUrl,
    fields.passMark,
    fields.questions === null ? null : JSON.stringify(fields.questions),
  ];

  return {
    /** The public outline; null for an unknown course. */
    outline(courseId: string): Promise<CourseOutline | null> {
      return readOutline({ query: (sql, params) => db.read(sql, params) }, courseId);
    },

    /** The lesson for a caller who may open it (403 otherwise, 404 unknown). */
    async lesson(courseId: string, lessonId: string, email: string): Promise<Lesson> {
      const access = await lessonAccess(
        { query: (sql, params) => db.read(sql, params) },
        courseId,
        lessonId,
        email,
      );
      assertMayOpen(access);
      return toLesson(access.lesson, access.isOwner, publicUrl);
    },

    createSection(courseId: string, email: string, title: string) {
      return authorWrite(courseId, email, async (tx) => {
        const [count] = await tx.query<{ sections: number; next: number }>(
          `SELECT count(*)::int AS sections, COALESCE(max(position), 0) + 1 AS next
             FROM sections WHERE course_id = $1`,
          [courseId],
        );
        if ((count?.sections ?? 0) >= CURRICULUM_LIMITS.sectionsPerCourse)
          throw invalid(messages.tooManySections);
        await tx.query('INSERT INTO sections (course_id, title, position) VALUES ($1, $2, $3)', [
          courseId,
          title.trim(),
          count?.next ?? 1,
        ]);
        return {};
      });
    },

    renameSection(courseId: string, sectionId: string, email: string, title: string) {
      return authorWrite(courseId, email, async (tx) => {
        await sectionIn(tx, courseId, sectionId);
        await tx.query('UPDATE sections SET title = $2 WHERE id = $1', [sectionId, title.trim()]);
        return {};
      });
    },

    /** The section, its lessons and every learner's completions, attempts and positions in them. */
    deleteSection(courseId: string, sectionId: string, email: string) {
      return authorWrite(courseId, email, async (tx) => {
        await sectionIn(tx, courseId, sectionId);
        await tx.query('DELETE FROM sections WHERE id = $1', [sectionId]);
        return {};
      });
    },

    reorderSections(courseId: string, email: string, order: string[], previousOrder: string[]) {
      return authorWrite(courseId, email, async (tx) => {
        await reorder(tx, 'sections', { column: 'course_id', id: courseId }, order, previousOrder);
        return {};
      });
    },

    reorderLessons(
      courseId: string,
      sectionId: string,
      email: string,
      order: string[],
      previousOrder: string[],
    ) {
      return authorWrite(courseId, email, async (tx) => {
        await sectionIn(tx, courseId, sectionId);
        await reorder(tx, 'lessons', { column: 'section_id', id: sectionId }, order, previousOrder);
        return {};
      });
    },

    createLesson(courseId: string, sectionId: string, email: string, fields: LessonFields) {
      return authorWrite(courseId, email, async (tx) => {
        await sectionIn(tx, courseId, sectionId);
        const [count] = await tx.query<{ lessons: number }>(
          'SELECT count(*)::int AS lessons FROM lessons WHERE course_id = $1',
          [courseId],
        );
        if ((count?.lessons ?? 0) >= CURRICULUM_LIMITS.lessonsPerCourse)
          throw invalid(messages.tooManyLessons);
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO lessons (course_id, section_id, position, title, kind, minutes, preview,
                                body, body_html, video_url, captions_url, pass_mark, questions)
           VALUES ($1, $2, (SELECT COALESCE(max(position), 0) + 1 FROM lessons WHERE section_id = $2),
                   $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)
           RETURNING id`,
          [courseId, sectionId, ...lessonValues(fields)],
        );
        return { lessonId: row?.id ?? '' };
      });
    },

    /** Replaces the lesson's fields; its place and its learners' completions stay. */
    updateLesson(courseId: string, lessonId: string, email: string, fields: LessonFields) {
      return authorWrite(courseId, email, async (tx) => {
        const rows = await tx.query<{ id: string }>(
          `UPDATE lessons SET title = $3, kind = $4, minutes = $5, preview = $6, body = $7,
                  body_html = $8, video_url = $9, captions_url = $10, pass_mark = $11,
                  questions = $12::jsonb, updated_at = now()
            WHERE id = $1 AND course_id = $2 RETURNING id`,
          [lessonId, courseId, ...lessonValues(fields)],
        );
        if (rows.length === 0) throw notFound(messages.lessonNotFound);
        return { lessonId };
      });
    },

    deleteLesson(courseId: string, lessonId: string, email: string) {
      return authorWrite(courseId, email, async (tx) => {
        const rows = await tx.query(
          'DELETE FROM lessons WHERE id = $1 AND course_id = $2 RETURNING id',
          [lessonId, courseId],
        );
        if (rows.length === 0) throw notFound(messages.lessonNotFound);
        return {};
      });
    },
  };
}
