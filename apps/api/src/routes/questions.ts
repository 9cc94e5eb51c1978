import { messages } from '@edugate/api-client/messages';
import { questionData } from '../tables/questions.ts';
import { answerData } from '../tables/answers.ts';
import { callerEmail, currentUser, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

type QuestionOperations =
  | 'listLessonQuestions'
  | 'askQuestion'
  | 'listCourseQuestions'
  | 'listUnansweredCounts'
  | 'getQuestion'
  | 'updateQuestion'
  | 'deleteQuestion'
  | 'upvoteQuestion'
  | 'withdrawUpvote'
  | 'acceptAnswer'
  | 'setQuestionHidden'
  | 'listQuestionAnswers'
  | 'answerQuestion'
  | 'updateAnswer'
  | 'deleteAnswer'
  | 'setAnswerHidden';

/** This server's ids are UUIDs, so any other id names nothing. */
function uuidOr(message: string) {
  return (id: string): string => {
    if (!isUuid(id)) throw notFound(message);
    return id.toLowerCase();
  };
}
const courseId = uuidOr(messages.courseNotFound);
const lessonId = uuidOr(messages.lessonNotFound);
const questionId = uuidOr(messages.questionNotFound);
const answerId = uuidOr(messages.answerNotFound);

/**
 * Questions under lessons and their answers (docs/product.md, Questions and messages). Per user
 * and never cached: what a reader sees depends on who they are (their upvotes, the author's view
 * of hidden posts).
 */
export function questionHandlers({ db }: Deps): Pick<OperationHandlers, QuestionOperations> {
  const questions = questionData(db);
  const answers = answerData(db);
  /** The name shown with a question or answer: never an e-mail address. */
  const writer = (request: Parameters<typeof callerEmail>[0]) => ({
    email: callerEmail(request),
    name: currentUser(request).name?.trim() || messages.anonymousPoster,
  });
  return {
    async listLessonQuestions(request, reply) {
      const { id, lessonId: lesson } = request.params;
      const page = await questions.listForLesson(
        courseId(id),
        lessonId(lesson),
        callerEmail(request),
        request.query,
      );
      void reply.header('x-total-count', page.total);
      return page.questions;
    },

    async askQuestion(request, reply) {
      const { id, lessonId: lesson } = request.params;
      const question = await questions.ask(courseId(id), lessonId(lesson), writer(request), {
        title: request.body.title,
        details: request.body.details ?? '',
      });
      reply.code(201);
      return question;
    },

    async listCourseQuestions(request, reply) {
      const { q, unanswered, mine, limit, offset } = request.query;
      const page = await questions.listForCourse(
        courseId(request.params.id),
        callerEmail(request),
        {
          q: q ?? '',
          unanswered,
          mine,
          limit,
          offset,
        },
      );
      void reply.header('x-total-count', page.total);
      return page.questions;
    },

    async listUnansweredCounts(request) {
      return questions.unansweredCounts(callerEmail(request));
    },

    async getQuestion(request) {
      const { id, questionId: question } = request.params;
      return questions.get(courseId(id), questionId(question), callerEmail(request));
    },

    async updateQuestion(request) {
      const { id, questionId: question } = request.params;
      return questions.update(courseId(id), questionId(question), callerEmail(request), {
        title: request.body.title,
        details: request.body.details ?? '',
      });
    },

    async deleteQuestion(request, reply) {
      const { id, questionId: question } = request.params;
      await questions.remove(courseId(id), questionId(question), callerEmail(request));
      return reply.code(204).send();
    },

    async upvoteQuestion(request) {
      const { id, questionId: question } = request.params;
      return questions.upvote(courseId(id), questionId(question), callerEmail(request));
    },

    async withdrawUpvote(request) {
      const { id, questionId: question } = request.params;
      return questions.withdrawUpvote(courseId(id), questionId(question), callerEmail(request));
    },

    async acceptAnswer(request) {
      const { id, questionId: question } = request.params;
      return questions.accept(
        courseId(id),
        questionId(question),
        callerEmail(request),
        answerId(request.body.answerId),
      );
    },

    async setQuestionHidden(request) {
      const { id, questionId: question } = request.params;
      return questions.setHidden(
        courseId(id),
        questionId(question),
        callerEmail(request),
        request.body.hidden,
      );
    },

    async listQuestionAnswers(request, reply) {
      const { id, questionId: question } = request.params;
      const page = await answers.listAnswers(
        courseId(id),
        questionId(question),
        callerEmail(request),
        request.query,
      );
      void reply.header('x-total-count', page.total);
      return page.answers;
    },

    async answerQuestion(request, reply) {
      const { id, questionId: question } = request.params;
      const answer = await answers.answer(
        courseId(id),
        questionId(question),
        writer(request),
        request.body.body,
      );
      reply.code(201);
      return answer;
    },

    async updateAnswer(request) {
      const { id, questionId: question, answerId: answer } = request.params;
      return answers.updateAnswer(
        courseId(id),
        questionId(question),
        answerId(answer),
        callerEmail(request),
        request.body.body,
      );
    },

    async deleteAnswer(request, reply) {
      const { id, questionId: question, answerId: answer } = request.params;
      await answers.removeAnswer(
        courseId(id),
        questionId(question),
        answerId(answer),
        callerEmail(request),
      );
      return reply.code(204).send();
    },

    async setAnswerHidden(request) {
      const { id, questionId: question, answerId: answer } = request.params;
      return answers.setAnswerHidden(
        courseId(id),
        questionId(question),
        answerId(answer),
        callerEmail(request),
        request.body.hidden,
      );
    },
  };
}
