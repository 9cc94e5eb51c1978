import { messages } from '@edugate/api-client/messages';
import { withAssetOrigin } from '../domain/lesson-media.ts';
import { lessonFields } from '../domain/lessons.ts';
import { renderMarkdown } from '../domain/markdown.ts';
import { callerEmail, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { sendSerialized, serializeBody } from '../http/serialized.ts';
import { curriculumData } from '../tables/curriculum.ts';

type CurriculumOperations =
  | 'getCurriculum'
  | 'createSection'
  | 'updateSection'
  | 'deleteSection'
  | 'reorderSections'
  | 'reorderLessons'
  | 'createLesson'
  | 'getLesson'
  | 'updateLesson'
  | 'deleteLesson'
  | 'previewArticle';

/** This server's ids are UUIDs: any other names nothing (the contract's ids are opaque). */
function uuid(id: string, missing: string): string {
  if (!isUuid(id)) throw notFound(missing);
  return id.toLowerCase();
}

const courseId = (id: string) => uuid(id, messages.courseNotFound);
const sectionId = (id: string) => uuid(id, messages.sectionNotFound);
const lessonId = (id: string) => uuid(id, messages.lessonNotFound);

/** Order ids that are no UUID name nothing stored: the order is not the stored one (400). */
function orderIds(ids: readonly string[]): string[] {
  return ids.map((id) => (isUuid(id) ? id.toLowerCase() : id));
}

export function curriculumHandlers({
  db,
  config,
}: Deps): Pick<OperationHandlers, CurriculumOperations> {
  const curriculum = curriculumData(db, config.publicUrl);
  return {
    async getCurriculum(request, reply) {
      const id = courseId(request.params.id);
      // Public and cached like the course itself, in every process until the next write.
      const body = await db.readCache.read(JSON.stringify(['getCurriculum', id]), async () => {
        const outline = await curriculum.outline(id);
        return outline ? serializeBody(reply, outline) : null;
      });
      if (body === null) throw notFound(messages.courseNotFound);
      return sendSerialized(reply, body);
    },

    async createSection(request, reply) {
      const result = await curriculum.createSection(
        courseId(request.params.id),
        callerEmail(request),
        request.body.title,
      );
      reply.code(201);
      return { message: messages.sectionAdded, outline: result.outline };
    },

    async updateSection(request) {
      const result = await curriculum.renameSection(
        courseId(request.params.id),
        sectionId(request.params.sectionId),
        callerEmail(request),
        request.body.title,
      );
      return { message: messages.sectionUpdated, outline: result.outline };
    },

    async deleteSection(request) {
      const result = await curriculum.deleteSection(
        courseId(request.params.id),
        sectionId(request.params.sectionId),
        callerEmail(request),
      );
      return { message: messages.sectionDeleted, outline: result.outline };
    },

    async reorderSections(request) {
      const { order, previousOrder } = request.body;
      const result = await curriculum.reorderSections(
        courseId(request.params.id),
        callerEmail(request),
        orderIds(order),
        orderIds(previousOrder),
      );
      return { message: messages.orderSaved, outline: result.outline };
    },

    async reorderLessons(request) {
      const { order, previousOrder } = request.body;
      const result = await curriculum.reorderLessons(
        courseId(request.params.id),
        sectionId(request.params.sectionId),
        callerEmail(request),
        orderIds(order),
        orderIds(previousOrder),
      );
      return { message: messages.orderSaved, outline: result.outline };
    },

    async createLesson(request, reply) {
      const email = callerEmail(request);
      const course = courseId(request.params.id);
      const section = sectionId(request.params.sectionId);
      const fields = lessonFields(request.body, config.publicUrl);
      const result = await curriculum.createLesson(course, section, email, fields);
      reply.code(201);
      return { message: messages.lessonSaved, lessonId: result.lessonId, outline: result.outline };
    },

    async getLesson(request) {
      return curriculum.lesson(
        courseId(request.params.id),
        lessonId(request.params.lessonId),
        callerEmail(request),
      );
    },

    async updateLesson(request) {
      const email = callerEmail(request);
      const course = courseId(request.params.id);
      const lesson = lessonId(request.params.lessonId);
      const fields = lessonFields(request.body, config.publicUrl);
      const result = await curriculum.updateLesson(course, lesson, email, fields);
      return { message: messages.lessonSaved, lessonId: result.lessonId, outline: result.outline };
    },

    /**
     * The author's preview renders with the very renderer a saved article is stored with, so what
     * the lesson editor shows cannot drift from what learners get (no second copy in the browser).
     */
    async previewArticle(request) {
      await curriculum.assertAuthor(courseId(request.params.id), callerEmail(request));
      return { html: withAssetOrigin(renderMarkdown(request.body.body), config.publicUrl) };
    },

    async deleteLesson(request) {
      const result = await curriculum.deleteLesson(
        courseId(request.params.id),
        lessonId(request.params.lessonId),
        callerEmail(request),
      );
      return { message: messages.lessonDeleted, outline: result.outline };
    },
  };
}
