// The sections table and a course's outline (its sections and their lessons, in order).
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { notFound } from '../domain/errors.ts';
import type { Queryable } from '../db/database.ts';

type Schemas = components['schemas'];
export type CourseOutline = Schemas['CourseOutline'];
type Reader = Pick<Queryable, 'query'>;

interface OutlineRow {
  course_id: string;
  section_id: string | null;
  section_title: string | null;
  lesson_id: string | null;
  title: string | null;
  kind: Schemas['LessonKind'] | null;
  minutes: number | null;
  preview: boolean | null;
}

/** The course's outline, or null when there is no such course. */
export async function readOutline(tx: Reader, courseId: string): Promise<CourseOutline | null> {
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

/**
 * Inserts a section and answers its id; its place is `position`, or after the course's last.
 * Checks nothing: the caller has (the limit, the author).
 */
export async function insertSection(
  tx: Reader,
  courseId: string,
  title: string,
  position?: number,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO sections (course_id, title, position)
     VALUES ($1, $2, COALESCE($3::int,
                              (SELECT COALESCE(max(position), 0) + 1
                                 FROM sections WHERE course_id = $1)))
     RETURNING id`,
    [courseId, title, position ?? null],
  );
  if (!row) throw new Error('The section was not stored.');
  return row.id;
}

/** 404 unless the section is the course's. */
export async function assertSectionIn(
  tx: Reader,
  courseId: string,
  sectionId: string,
): Promise<void> {
  const [section] = await tx.query('SELECT 1 FROM sections WHERE id = $1 AND course_id = $2', [
    sectionId,
    courseId,
  ]);
  if (!section) throw notFound(messages.sectionNotFound);
}
