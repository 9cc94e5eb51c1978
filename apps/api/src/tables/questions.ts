// The lesson_questions and question_upvotes tables: questions under lessons and their upvotes
// (docs/product.md, Questions and messages); their answers are answers.ts'.
import { messages } from '@edugate/api-client/messages';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import { renderMarkdown } from '../domain/markdown.ts';
import type { Database } from '../db/database.ts';
import { countPost } from './posting-limit.ts';
import {
  audienceOf,
  QUESTION_SELECT,
  questionRow,
  toQuestion,
  type Audience,
  type Question,
  type QuestionRow,
  type Run,
  type Schemas,
} from './question-rows.ts';

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface CourseQuestionQuery {
  q: string;
  unanswered: boolean;
  mine: boolean;
  limit: number;
  offset: number;
}

/** Course, lesson, question and answer ids are UUIDs (the route turns any other into a 404). */
export function questionData(db: Database) {
  const reader: Run = { query: (sql, params) => db.read(sql, params) };

  async function page(
    audience: Audience,
    email: string,
    where: string,
    params: unknown[],
    order: string,
    limit: number,
    offset: number,
  ): Promise<{ questions: Question[]; total: number }> {
    const n = params.length + 2;
    const [rows, [count]] = await Promise.all([
      db.read<QuestionRow>(
        `${QUESTION_SELECT} WHERE ${where} ORDER BY ${order} LIMIT $${n} OFFSET $${n + 1}`,
        [email, ...params, limit, offset],
      ),
      db.read<{ total: number }>(
        `SELECT count(*)::int AS total FROM lesson_questions q WHERE ${where}`,
        [email, ...params],
      ),
    ]);
    return { questions: rows.map((row) => toQuestion(row, audience)), total: count?.total ?? 0 };
  }

  return {
    async listForLesson(
      courseId: string,
      lessonId: string,
      email: string,
      query: { sort: 'newest' | 'upvotes'; limit: number; offset: number },
    ) {
      const audience = await audienceOf(reader, courseId, email);
      const [lesson] = await db.read('SELECT 1 FROM lessons WHERE id = $1 AND course_id = $2', [
        lessonId,
        courseId,
      ]);
      if (!lesson) throw notFound(messages.lessonNotFound);
      const order =
        query.sort === 'upvotes'
          ? 'upvotes DESC, q.created_at DESC, q.id DESC'
          : 'q.created_at DESC, q.id DESC';
      return page(
        audience,
        email,
        'q.lesson_id = $2 AND q.course_id = $3 AND $1::text IS NOT NULL',
        [lessonId, courseId],
        order,
        query.limit,
        query.offset,
      );
    },

    async listForCourse(courseId: string, email: string, query: CourseQuestionQuery) {
      const audience = await audienceOf(reader, courseId, email);
      const params: unknown[] = [courseId];
      const where = ['q.course_id = $2', '$1::text IS NOT NULL'];
      const q = query.q.trim();
      if (q !== '') {
        params.push(likePattern(q));
        // Deleted questions have no text to find, and hidden ones none for learners.
        where.push(
          `(q.title ILIKE $${params.length + 1} OR q.details ILIKE $${params.length + 1})`,
          'q.deleted_at IS NULL',
          audience.isAuthor ? 'TRUE' : 'q.hidden_at IS NULL',
        );
      }
      if (query.unanswered) {
        where.push(
          'q.deleted_at IS NULL AND q.hidden_at IS NULL',
          `NOT EXISTS (SELECT 1 FROM question_answers a
             WHERE a.question_id = q.id AND a.hidden_at IS NULL)`,
        );
      }
      if (query.mine) where.push('q.author_email = $1');
      return page(
        audience,
        email,
        where.join(' AND '),
        params,
        'q.created_at DESC, q.id DESC',
        query.limit,
        query.offset,
      );
    },

    async get(courseId: string, questionId: string, email: string): Promise<Question> {
      const audience = await audienceOf(reader, courseId, email);
      return toQuestion(await questionRow(reader, courseId, questionId, email), audience);
    },

    /**
     * The caller's question under the lesson; the course's author hears of it, and the posting
     * limit counts it, in the same transaction.
     */
    async ask(
      courseId: string,
      lessonId: string,
      asker: { email: string; name: string },
      input: { title: string; details: string },
    ): Promise<Question> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, asker.email, true);
        const [lesson] = await tx.query('SELECT 1 FROM lessons WHERE id = $1 AND course_id = $2', [
          lessonId,
          courseId,
        ]);
        if (!lesson) throw notFound(messages.lessonNotFound);
        await countPost(tx, asker.email);
        const [inserted] = await tx.query<{ id: string }>(
          `INSERT INTO lesson_questions
             (course_id, lesson_id, author_email, author_name, title, details, details_html)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            courseId,
            lessonId,
            asker.email,
            asker.name,
            input.title,
            input.details,
            renderMarkdown(input.details),
          ],
        );
        if (!inserted) throw new Error('lesson_questions: the insert returned no row');
        if (!audience.isAuthor) {
          await tx.query(
            `INSERT INTO notifications
               (user_email, kind, subject, course_id, question_id, question_title, actor)
             VALUES ($1, 'questionAsked', $2, $3, $4, $5, $6)`,
            [
              audience.authorEmail,
              audience.courseTitle,
              courseId,
              inserted.id,
              input.title,
              asker.name,
            ],
          );
        }
        return toQuestion(await questionRow(tx, courseId, inserted.id, asker.email), audience);
      });
    },

    /** Its asker edits it: 404 anyone else's or a deleted one, 409 a hidden one. */
    async update(
      courseId: string,
      questionId: string,
      email: string,
      input: { title: string; details: string },
    ): Promise<Question> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, email);
        const [row] = await tx.query<{ hidden: boolean; deleted: boolean }>(
          `SELECT hidden_at IS NOT NULL AS hidden, deleted_at IS NOT NULL AS deleted
           FROM lesson_questions WHERE id = $1 AND course_id = $2 AND author_email = $3
           FOR UPDATE`,
          [questionId, courseId, email],
        );
        if (!row || row.deleted) throw notFound(messages.questionNotFound);
        if (row.hidden) throw conflict(messages.hiddenCannotChange);
        await tx.query(
          `UPDATE lesson_questions SET title = $2, details = $3, details_html = $4,
             edited_at = clock_timestamp() WHERE id = $1`,
          [questionId, input.title, input.details, renderMarkdown(input.details)],
        );
        return toQuestion(await questionRow(tx, courseId, questionId, email), audience);
      });
    },

    /**
     * Its asker deletes it: gone without answers; with answers it stays as 'This question was
     * deleted.', its text removed. 404 anyone else's.
     */
    async remove(courseId: string, questionId: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await audienceOf(tx, courseId, email);
        const [row] = await tx.query<{ answered: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM question_answers a WHERE a.question_id = q.id) AS answered
           FROM lesson_questions q
           WHERE q.id = $1 AND q.course_id = $2 AND q.author_email = $3 AND q.deleted_at IS NULL
           FOR UPDATE`,
          [questionId, courseId, email],
        );
        if (!row) throw notFound(messages.questionNotFound);
        if (row.answered) {
          await tx.query(
            `UPDATE lesson_questions SET deleted_at = clock_timestamp(), details = '',
               details_html = '' WHERE id = $1`,
            [questionId],
          );
        } else {
          await tx.query('DELETE FROM lesson_questions WHERE id = $1', [questionId]);
        }
      });
    },

    /** The caller's upvote, once: the primary key keeps a second (or a concurrent one) out. */
    async upvote(courseId: string, questionId: string, email: string): Promise<Question> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, email);
        await questionRow(tx, courseId, questionId, email);
        await tx.query(
          `INSERT INTO question_upvotes (question_id, user_email) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [questionId, email],
        );
        return toQuestion(await questionRow(tx, courseId, questionId, email), audience);
      });
    },

    /**
     * The caller's upvote taken back, if there is one. The count is the rows themselves, so a
     * concurrent upvote or withdrawal cannot leave it off.
     */
    async withdrawUpvote(courseId: string, questionId: string, email: string): Promise<Question> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, email);
        await questionRow(tx, courseId, questionId, email);
        await tx.query('DELETE FROM question_upvotes WHERE question_id = $1 AND user_email = $2', [
          questionId,
          email,
        ]);
        return toQuestion(await questionRow(tx, courseId, questionId, email), audience);
      });
    },

    /** The asker accepts one of the question's answers. 404 anyone else, or no such answer. */
    async accept(
      courseId: string,
      questionId: string,
      email: string,
      answerId: string,
    ): Promise<Question> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, email);
        const [own] = await tx.query(
          `SELECT 1 FROM lesson_questions WHERE id = $1 AND course_id = $2 AND author_email = $3
             AND deleted_at IS NULL FOR UPDATE`,
          [questionId, courseId, email],
        );
        if (!own) throw notFound(messages.questionNotFound);
        const [accepted] = await tx.query(
          `UPDATE lesson_questions q SET accepted_answer_id = $2 WHERE q.id = $1 AND EXISTS (
             SELECT 1 FROM question_answers a WHERE a.id = $2 AND a.question_id = q.id)
           RETURNING q.id`,
          [questionId, answerId],
        );
        if (!accepted) throw notFound(messages.answerNotFound);
        return toQuestion(await questionRow(tx, courseId, questionId, email), audience);
      });
    },

    /** The course's author hides or shows a question: 403 a learner, 404 anyone else. */
    async setHidden(
      courseId: string,
      questionId: string,
      email: string,
      hidden: boolean,
    ): Promise<Question> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, email);
        if (!audience.isAuthor) throw forbidden(messages.instructorOnly);
        await questionRow(tx, courseId, questionId, email);
        await tx.query(
          `UPDATE lesson_questions SET hidden_at = CASE WHEN $2 THEN coalesce(hidden_at, clock_timestamp()) END
           WHERE id = $1`,
          [questionId, hidden],
        );
        return toQuestion(await questionRow(tx, courseId, questionId, email), audience);
      });
    },

    /**
     * Each of the author's courses with its unanswered questions: neither deleted nor hidden, and
     * without an answer that is not hidden (Manage Courses).
     */
    async unansweredCounts(email: string): Promise<Schemas['UnansweredCount'][]> {
      const rows = await db.read<{ course_id: string; unanswered: number }>(
        `SELECT c.id AS course_id, count(q.id)::int AS unanswered
         FROM courses c LEFT JOIN lesson_questions q ON q.course_id = c.id
           AND q.deleted_at IS NULL AND q.hidden_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM question_answers a
             WHERE a.question_id = q.id AND a.hidden_at IS NULL)
         WHERE c.added_by_email = $1
         GROUP BY c.id, c.added_at ORDER BY c.added_at DESC, c.id`,
        [email],
      );
      return rows.map((row) => ({ courseId: row.course_id, unanswered: row.unanswered }));
    },
  };
}

export type QuestionData = ReturnType<typeof questionData>;
