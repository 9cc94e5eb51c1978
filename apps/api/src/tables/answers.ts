// The question_answers table: answers to questions under lessons (docs/product.md, Questions
// and messages). Every call checks the caller's place in the course first (question-rows.ts).
import { messages } from '@edugate/api-client/messages';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import { renderMarkdown } from '../domain/markdown.ts';
import type { Database } from '../db/database.ts';
import { countPost } from './posting-limit.ts';
import {
  ANSWER_SELECT,
  answerRow,
  audienceOf,
  questionRow,
  toAnswer,
  type Answer,
  type AnswerRow,
  type Run,
} from './question-rows.ts';

/** Course, question and answer ids are UUIDs (the route turns any other into a 404). */
export function answerData(db: Database) {
  const reader: Run = { query: (sql, params) => db.read(sql, params) };
  return {
    async listAnswers(
      courseId: string,
      questionId: string,
      email: string,
      pageQuery: { limit: number; offset: number },
    ): Promise<{ answers: Answer[]; total: number }> {
      const audience = await audienceOf(reader, courseId, email);
      await questionRow(reader, courseId, questionId, email);
      const [rows, [count]] = await Promise.all([
        db.read<AnswerRow>(
          `${ANSWER_SELECT} WHERE a.question_id = $2
           ORDER BY accepted DESC, a.created_at, a.id LIMIT $3 OFFSET $4`,
          [email, questionId, pageQuery.limit, pageQuery.offset],
        ),
        db.read<{ total: number }>(
          'SELECT count(*)::int AS total FROM question_answers WHERE question_id = $1',
          [questionId],
        ),
      ]);
      return { answers: rows.map((row) => toAnswer(row, audience)), total: count?.total ?? 0 };
    },

    /**
     * The caller's answer; the asker hears of it, and the posting limit counts it, in the same
     * transaction. 409 for a deleted or hidden question.
     */
    async answer(
      courseId: string,
      questionId: string,
      writer: { email: string; name: string },
      body: string,
    ): Promise<Answer> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, writer.email, true);
        const [question] = await tx.query<{
          author_email: string;
          title: string;
          open: boolean;
        }>(
          `SELECT author_email, title, deleted_at IS NULL AND hidden_at IS NULL AS open
           FROM lesson_questions WHERE id = $1 AND course_id = $2 FOR SHARE`,
          [questionId, courseId],
        );
        if (!question) throw notFound(messages.questionNotFound);
        if (!question.open) throw conflict(messages.questionClosed);
        await countPost(tx, writer.email);
        const [inserted] = await tx.query<{ id: string }>(
          `INSERT INTO question_answers (question_id, author_email, author_name, body, body_html)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [questionId, writer.email, writer.name, body, renderMarkdown(body)],
        );
        if (!inserted) throw new Error('question_answers: the insert returned no row');
        if (question.author_email !== writer.email) {
          await tx.query(
            `INSERT INTO notifications
               (user_email, kind, subject, course_id, question_id, question_title, actor)
             VALUES ($1, 'questionAnswered', $2, $3, $4, $5, $6)`,
            [
              question.author_email,
              audience.courseTitle,
              courseId,
              questionId,
              question.title,
              writer.name,
            ],
          );
        }
        return toAnswer(await answerRow(tx, questionId, inserted.id, writer.email), audience);
      });
    },

    /** Its writer edits it: 404 anyone else's, 409 a hidden one. */
    async updateAnswer(
      courseId: string,
      questionId: string,
      answerId: string,
      email: string,
      body: string,
    ): Promise<Answer> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, email);
        const [row] = await tx.query<{ hidden: boolean }>(
          `SELECT a.hidden_at IS NOT NULL AS hidden FROM question_answers a
           JOIN lesson_questions q ON q.id = a.question_id
           WHERE a.id = $1 AND a.question_id = $2 AND q.course_id = $3 AND a.author_email = $4
           FOR UPDATE OF a`,
          [answerId, questionId, courseId, email],
        );
        if (!row) throw notFound(messages.answerNotFound);
        if (row.hidden) throw conflict(messages.hiddenCannotChange);
        await tx.query(
          `UPDATE question_answers SET body = $2, body_html = $3, edited_at = clock_timestamp()
           WHERE id = $1`,
          [answerId, body, renderMarkdown(body)],
        );
        return toAnswer(await answerRow(tx, questionId, answerId, email), audience);
      });
    },

    /**
     * Its writer deletes it (an accepted mark goes with it). A deleted question left without
     * answers goes too. 404 anyone else's.
     */
    async removeAnswer(
      courseId: string,
      questionId: string,
      answerId: string,
      email: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await audienceOf(tx, courseId, email);
        const [deleted] = await tx.query(
          `DELETE FROM question_answers a USING lesson_questions q
           WHERE a.id = $1 AND a.question_id = $2 AND q.id = a.question_id AND q.course_id = $3
             AND a.author_email = $4 RETURNING a.id`,
          [answerId, questionId, courseId, email],
        );
        if (!deleted) throw notFound(messages.answerNotFound);
        await tx.query(
          `DELETE FROM lesson_questions q WHERE q.id = $1 AND q.deleted_at IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM question_answers a WHERE a.question_id = q.id)`,
          [questionId],
        );
      });
    },

    /** The course's author hides or shows an answer: 403 a learner, 404 anyone else. */
    async setAnswerHidden(
      courseId: string,
      questionId: string,
      answerId: string,
      email: string,
      hidden: boolean,
    ): Promise<Answer> {
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, courseId, email);
        if (!audience.isAuthor) throw forbidden(messages.instructorOnly);
        await questionRow(tx, courseId, questionId, email);
        await answerRow(tx, questionId, answerId, email);
        await tx.query(
          `UPDATE question_answers SET hidden_at = CASE WHEN $2 THEN coalesce(hidden_at, clock_timestamp()) END
           WHERE id = $1`,
          [answerId, hidden],
        );
        return toAnswer(await answerRow(tx, questionId, answerId, email), audience);
      });
    },
  };
}
