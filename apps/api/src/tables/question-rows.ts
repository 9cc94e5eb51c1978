// What reading a question or an answer takes, shared by the questions' and the answers' table
// modules (docs/product.md, Questions and messages): the rows as the caller sees them, and the
// audience check every read and write starts with.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { notFound } from '../domain/errors.ts';
import type { Queryable } from '../db/database.ts';

export type Schemas = components['schemas'];
export type Question = Schemas['LessonQuestion'];
export type Answer = Schemas['Answer'];

/** Who may read and write a course's questions: its author and its enrolled learners. */
export interface Audience {
  courseTitle: string;
  authorEmail: string;
  isAuthor: boolean;
}

export type Run = Pick<Queryable, 'query'>;

export interface QuestionRow {
  id: string;
  course_id: string;
  lesson_id: string;
  lesson_title: string;
  title: string;
  details: string;
  details_html: string;
  author_name: string;
  mine: boolean;
  by_instructor: boolean;
  upvotes: number;
  upvoted: boolean;
  answers: number;
  accepted_answer_id: string | null;
  deleted: boolean;
  hidden: boolean;
  created_at: Date;
  edited_at: Date | null;
}

export interface AnswerRow {
  id: string;
  question_id: string;
  body: string;
  body_html: string;
  author_name: string;
  mine: boolean;
  by_instructor: boolean;
  accepted: boolean;
  hidden: boolean;
  created_at: Date;
  edited_at: Date | null;
}

/** The question columns as `$1` (the caller's e-mail) sees them. */
export const QUESTION_SELECT = `SELECT q.id, q.course_id, q.lesson_id, l.title AS lesson_title, q.title,
    q.details, q.details_html, q.author_name, q.author_email = $1 AS mine,
    q.author_email = c.added_by_email AS by_instructor,
    (SELECT count(*)::int FROM question_upvotes u WHERE u.question_id = q.id) AS upvotes,
    EXISTS (SELECT 1 FROM question_upvotes u WHERE u.question_id = q.id AND u.user_email = $1)
      AS upvoted,
    (SELECT count(*)::int FROM question_answers a WHERE a.question_id = q.id) AS answers,
    q.accepted_answer_id, q.deleted_at IS NOT NULL AS deleted, q.hidden_at IS NOT NULL AS hidden,
    q.created_at, q.edited_at
  FROM lesson_questions q JOIN lessons l ON l.id = q.lesson_id JOIN courses c ON c.id = q.course_id`;

export const ANSWER_SELECT = `SELECT a.id, a.question_id, a.body, a.body_html, a.author_name,
    a.author_email = $1 AS mine, a.author_email = c.added_by_email AS by_instructor,
    q.accepted_answer_id IS NOT DISTINCT FROM a.id AS accepted, a.hidden_at IS NOT NULL AS hidden,
    a.created_at, a.edited_at
  FROM question_answers a JOIN lesson_questions q ON q.id = a.question_id
  JOIN courses c ON c.id = q.course_id`;

const iso = (date: Date) => new Date(date).toISOString();

export function toQuestion(row: QuestionRow, audience: Audience): Question {
  const state = row.deleted ? 'deleted' : row.hidden ? 'hidden' : 'visible';
  // A deleted question shows none of its text; a hidden one only to the course's author.
  const shown = state === 'visible' || (state === 'hidden' && audience.isAuthor);
  const placeholder = state === 'deleted' ? messages.questionDeleted : messages.hiddenByInstructor;
  return {
    _id: row.id,
    courseId: row.course_id,
    lessonId: row.lesson_id,
    lessonTitle: row.lesson_title,
    title: shown ? row.title : placeholder,
    details: shown ? row.details : '',
    detailsHtml: shown ? row.details_html : '',
    authorName: row.author_name,
    mine: row.mine,
    byInstructor: row.by_instructor,
    upvotes: row.upvotes,
    upvoted: row.upvoted,
    answers: row.answers,
    ...(row.accepted_answer_id !== null && { acceptedAnswerId: row.accepted_answer_id }),
    state,
    createdAt: iso(row.created_at),
    ...(row.edited_at !== null && { editedAt: iso(row.edited_at) }),
  };
}

export function toAnswer(row: AnswerRow, audience: Audience): Answer {
  const shown = !row.hidden || audience.isAuthor;
  return {
    _id: row.id,
    questionId: row.question_id,
    body: shown ? row.body : messages.hiddenByInstructor,
    bodyHtml: shown ? row.body_html : '',
    authorName: row.author_name,
    mine: row.mine,
    byInstructor: row.by_instructor,
    accepted: row.accepted,
    state: row.hidden ? 'hidden' : 'visible',
    createdAt: iso(row.created_at),
    ...(row.edited_at !== null && { editedAt: iso(row.edited_at) }),
  };
}

/** The caller's place in the course, or 404 (as for a missing course) for anyone else. */
export async function audienceOf(run: Run, courseId: string, email: string, lock = false) {
  const [row] = await run.query<{ title: string; added_by_email: string }>(
    `SELECT c.title, c.added_by_email FROM courses c
     WHERE c.id = $1 AND (c.added_by_email = $2 OR EXISTS (
       SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.user_email = $2))
     ${lock ? 'FOR SHARE' : ''}`,
    [courseId, email],
  );
  if (!row) throw notFound(messages.courseNotFound);
  const audience: Audience = {
    courseTitle: row.title,
    authorEmail: row.added_by_email,
    isAuthor: row.added_by_email === email,
  };
  return audience;
}

export async function questionRow(run: Run, courseId: string, questionId: string, email: string) {
  const [row] = await run.query<QuestionRow>(
    `${QUESTION_SELECT} WHERE q.id = $2 AND q.course_id = $3`,
    [email, questionId, courseId],
  );
  if (!row) throw notFound(messages.questionNotFound);
  return row;
}

export async function answerRow(run: Run, questionId: string, answerId: string, email: string) {
  const [row] = await run.query<AnswerRow>(
    `${ANSWER_SELECT} WHERE a.id = $2 AND a.question_id = $3`,
    [email, answerId, questionId],
  );
  if (!row) throw notFound(messages.answerNotFound);
  return row;
}
