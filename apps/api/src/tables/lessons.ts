// The lessons table: a lesson's row, how a new one is inserted (by the author's writes and by the
// seed), and the row as the contract sends it.
import type { components } from '@edugate/api-client';
import { CURRICULUM_LIMITS } from '@edugate/api-client/constants';
import type { LessonFields, StoredQuestion } from '../domain/lessons.ts';
import { mediaAddress, withAssetOrigin } from '../domain/lesson-media.ts';
import type { Queryable } from '../db/database.ts';

type Schemas = components['schemas'];
export type Lesson = Schemas['Lesson'];
type LessonKind = Schemas['LessonKind'];

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

/** The author's columns of a row, in the order of `LESSON_FIELD_COLUMNS`. */
export const lessonValues = (fields: LessonFields) => [
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

const LESSON_FIELD_COLUMNS = `title, kind, minutes, preview, body, body_html, video_url,
  captions_url, pass_mark, questions`;

/** Where a new lesson goes: its section, and its place there (after the last when left out). */
export interface LessonPlace {
  courseId: string;
  sectionId: string;
  position?: number;
}

/** Inserts a lesson and answers its id. Checks nothing: the caller has (limits, the section). */
export async function insertLesson(
  tx: Pick<Queryable, 'query'>,
  place: LessonPlace,
  fields: LessonFields,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO lessons (course_id, section_id, position, ${LESSON_FIELD_COLUMNS})
     VALUES ($1, $2,
             COALESCE($3::int,
                      (SELECT COALESCE(max(position), 0) + 1 FROM lessons WHERE section_id = $2)),
             $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)
     RETURNING id`,
    [place.courseId, place.sectionId, place.position ?? null, ...lessonValues(fields)],
  );
  if (!row) throw new Error('The lesson was not stored.');
  return row.id;
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
