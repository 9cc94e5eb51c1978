import { messages } from '@edugate/api-client/messages';
import { callerEmail, displayNameOf, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { certificateData } from '../tables/certificates.ts';
import { progressData } from '../tables/progress.ts';

type LearningOperations =
  | 'completeLesson'
  | 'uncompleteLesson'
  | 'submitQuizAttempt'
  | 'getLatestQuizAttempt'
  | 'getCourseProgress'
  | 'setLastPosition'
  | 'listMyProgress'
  | 'listMyCertificates'
  | 'getCertificate';

function uuid(id: string, missing: string): string {
  if (!isUuid(id)) throw notFound(missing);
  return id.toLowerCase();
}

const courseId = (id: string) => uuid(id, messages.courseNotFound);
const lessonId = (id: string) => uuid(id, messages.lessonNotFound);

export function learningHandlers({
  db,
  config,
  issuer,
}: Deps): Pick<OperationHandlers, LearningOperations> {
  const progress = progressData(db, config.publicUrl, issuer);
  const certificates = certificateData(db);
  const learner = (request: Parameters<typeof callerEmail>[0]) => {
    const email = callerEmail(request);
    return { email, name: displayNameOf(request, email) };
  };
  return {
    async completeLesson(request) {
      return progress.complete(
        courseId(request.params.id),
        lessonId(request.params.lessonId),
        learner(request),
      );
    },

    async uncompleteLesson(request) {
      return progress.uncomplete(
        courseId(request.params.id),
        lessonId(request.params.lessonId),
        callerEmail(request),
      );
    },

    async submitQuizAttempt(request, reply) {
      const result = await progress.submitAttempt(
        courseId(request.params.id),
        lessonId(request.params.lessonId),
        learner(request),
        request.body.answers,
      );
      reply.code(201);
      return result;
    },

    async getLatestQuizAttempt(request) {
      return progress.latestAttempt(
        courseId(request.params.id),
        lessonId(request.params.lessonId),
        callerEmail(request),
      );
    },

    async getCourseProgress(request) {
      const email = callerEmail(request);
      const id = courseId(request.params.id);
      if (!(await progress.courseExists(id))) throw notFound(messages.courseNotFound);
      return progress.progress(id, email);
    },

    async setLastPosition(request, reply) {
      const email = callerEmail(request);
      const id = courseId(request.params.id);
      const lesson = isUuid(request.body.lessonId) ? request.body.lessonId.toLowerCase() : null;
      if (lesson === null) {
        if (!(await progress.courseExists(id))) throw notFound(messages.courseNotFound);
        throw notFound(messages.lessonNotFound);
      }
      await progress.setPosition(id, lesson, email);
      return reply.code(204).send();
    },

    async listMyProgress(request) {
      return progress.enrolled(callerEmail(request));
    },

    async listMyCertificates(request) {
      return certificates.mine(callerEmail(request));
    },

    async getCertificate(request) {
      const certificate = isUuid(request.params.certificateId)
        ? await certificates.find(request.params.certificateId.toLowerCase())
        : null;
      if (!certificate) throw notFound(messages.certificateNotFound);
      return certificate;
    },
  };
}
