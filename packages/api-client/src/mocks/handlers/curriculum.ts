import type { HttpHandler, HttpResponse } from 'msw';
import { CURRICULUM_LIMITS } from '../../constants';
import { isLessonMediaUrl, lessonAssetFile } from '../../lessons';
import { messages } from '../../messages';
import type { ApiErrorBody, LessonInput, OrderInput } from '../../types';
import type { MockDb } from '../db';
import { MOCK_API_BASE_URL } from '../fixtures';
import type { MockLesson } from '../learning/fixtures';
import { lessonView, lessonsOf, outlineOf } from '../learning/state';
import { error, http } from './http';
import { learningContext } from './learningContext';

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The API answers its own lesson files with absolute URLs, as the reference server does. */
const absolute = (address: string) =>
  lessonAssetFile(address) === undefined ? address : `${MOCK_API_BASE_URL}${address}`;

/** The escape-only stand-in for the server's Markdown renderer: paragraphs of plain text. */
function renderParagraphs(markdown: string): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block)}</p>\n`)
    .join('');
}

/**
 * The author's curriculum operations of the contract (sections, lessons, their order) and reading
 * a lesson, with the reference server's rules, checks and texts (apps/api/src/routes/curriculum.ts;
 * the messages parity test compares them).
 */
export function curriculumHandlers(db: MockDb): HttpHandler[] {
  const {
    learning,
    findCourse,
    isOwner,
    lessonOf,
    sectionOf,
    curriculumOf,
    written,
    authorGuard,
    lessonGuard,
  } = learningContext(db);

  /** The kind-specific rules the schema cannot say; null when the input is fine. */
  function lessonProblem(input: LessonInput): string | null {
    if (input.kind === 'article' && !input.body?.trim()) return messages.articleBodyRequired;
    if (input.kind === 'video') {
      if (!input.videoUrl?.trim()) return messages.videoUrlRequired;
      if (!isLessonMediaUrl(input.videoUrl, 'video', MOCK_API_BASE_URL))
        return messages.videoUrlInvalid;
      if (input.captionsUrl && !isLessonMediaUrl(input.captionsUrl, 'captions', MOCK_API_BASE_URL))
        return messages.captionsUrlInvalid;
    }
    if (input.kind === 'quiz') {
      if (!input.quiz?.questions.length) return messages.quizRequired;
      if (input.quiz.questions.some((q) => q.answer >= q.options.length))
        return messages.quizAnswerNotAnOption;
    }
    return null;
  }

  /** Replaces the lesson's fields with the input's: only its kind's content stays. */
  function storeLesson(lesson: MockLesson, input: LessonInput): void {
    const { _id, courseId, sectionId } = lesson;
    const stored: MockLesson = {
      _id,
      courseId,
      sectionId,
      title: input.title.trim(),
      kind: input.kind,
      minutes: input.minutes,
      preview: input.preview ?? false,
    };
    if (input.kind === 'article') {
      stored.body = input.body ?? '';
      stored.html = renderParagraphs(stored.body);
    } else if (input.kind === 'video') {
      stored.videoUrl = absolute(input.videoUrl?.trim() ?? '');
      if (input.captionsUrl?.trim()) stored.captionsUrl = absolute(input.captionsUrl.trim());
    } else if (input.quiz) {
      stored.passMark = input.quiz.passMark ?? CURRICULUM_LIMITS.passMark.default;
      stored.questions = input.quiz.questions.map(({ prompt, options, answer }) => ({
        prompt,
        options,
        answer,
      }));
    }
    for (const key of Object.keys(lesson) as (keyof MockLesson)[]) {
      if (!(key in stored)) Reflect.deleteProperty(lesson, key);
    }
    Object.assign(lesson, stored);
  }

  /** Drops lessons and everything learners did in them; certificates stay. */
  function dropLessons(ids: readonly string[]): void {
    const gone = new Set(ids);
    learning.lessons = learning.lessons.filter((l) => !gone.has(l._id));
    learning.completions = learning.completions.filter((c) => !gone.has(c.lessonId));
    learning.attempts = learning.attempts.filter((a) => !gone.has(a.lessonId));
    learning.positions = learning.positions.filter((p) => !gone.has(p.lessonId));
  }

  function reorder(current: string[], input: OrderInput): HttpResponse<ApiErrorBody> | null {
    if (!sameOrder(current, input.previousOrder)) return error(409, messages.curriculumStale);
    if (!sameOrder([...current].sort(), [...input.order].sort()))
      return error(400, messages.orderNotStored);
    current.splice(0, current.length, ...input.order);
    return null;
  }

  /** A section's lessons, taking in the course's lessons of other sections (openapi.yaml). */
  function reorderLessons(
    courseId: string,
    section: { _id: string; lessonIds: string[] },
    input: OrderInput,
  ): HttpResponse<ApiErrorBody> | null {
    const current = section.lessonIds;
    if (!sameOrder(current, input.previousOrder)) return error(409, messages.curriculumStale);
    const others = learning.sections.filter((s) => s.courseId === courseId && s !== section);
    const arriving = input.order.filter((id) => !current.includes(id));
    const complete =
      new Set(input.order).size === input.order.length &&
      current.every((id) => input.order.includes(id)) &&
      arriving.every((id) => others.some((s) => s.lessonIds.includes(id)));
    if (!complete) return error(400, messages.orderNotStored);
    for (const other of others) {
      other.lessonIds = other.lessonIds.filter((id) => !arriving.includes(id));
    }
    for (const lesson of learning.lessons) {
      if (arriving.includes(lesson._id)) lesson.sectionId = section._id;
    }
    current.splice(0, current.length, ...input.order);
    return null;
  }

  return [
    http.get('/courses/{id}/curriculum', ({ params, response }) => {
      if (!findCourse(params.id)) return error(404, messages.courseNotFound);
      return response(200).json(outlineOf(learning, params.id));
    }),

    http.post('/courses/{id}/curriculum/sections', async ({ params, request, response }) => {
      const refused = authorGuard(request, params.id);
      if (refused) return refused;
      const { title } = await request.json();
      const curriculum = curriculumOf(params.id);
      if (curriculum.sectionIds.length >= CURRICULUM_LIMITS.sectionsPerCourse)
        return error(400, messages.tooManySections);
      const section = {
        _id: db.nextId('section'),
        courseId: params.id,
        title: title.trim(),
        lessonIds: [],
      };
      learning.sections.push(section);
      curriculum.sectionIds.push(section._id);
      return response(201).json(written(messages.sectionAdded, params.id));
    }),

    http.patch(
      '/courses/{id}/curriculum/sections/{sectionId}',
      async ({ params, request, response }) => {
        const refused = authorGuard(request, params.id);
        if (refused) return refused;
        const section = sectionOf(params.id, params.sectionId);
        if (!section) return error(404, messages.sectionNotFound);
        section.title = (await request.json()).title.trim();
        return response(200).json(written(messages.sectionUpdated, params.id));
      },
    ),

    http.delete(
      '/courses/{id}/curriculum/sections/{sectionId}',
      ({ params, request, response }) => {
        const refused = authorGuard(request, params.id);
        if (refused) return refused;
        const section = sectionOf(params.id, params.sectionId);
        if (!section) return error(404, messages.sectionNotFound);
        dropLessons(section.lessonIds);
        learning.sections = learning.sections.filter((s) => s !== section);
        const curriculum = curriculumOf(params.id);
        curriculum.sectionIds = curriculum.sectionIds.filter((id) => id !== section._id);
        return response(200).json(written(messages.sectionDeleted, params.id));
      },
    ),

    http.post('/courses/{id}/curriculum/article-preview', async ({ params, request, response }) => {
      const refused = authorGuard(request, params.id);
      if (refused) return refused;
      const { body } = await request.json();
      return response(200).json({ html: renderParagraphs(body) });
    }),

    http.put('/courses/{id}/curriculum/order', async ({ params, request, response }) => {
      const refused = authorGuard(request, params.id);
      if (refused) return refused;
      const failed = reorder(curriculumOf(params.id).sectionIds, await request.json());
      return failed ?? response(200).json(written(messages.orderSaved, params.id));
    }),

    http.put(
      '/courses/{id}/curriculum/sections/{sectionId}/order',
      async ({ params, request, response }) => {
        const refused = authorGuard(request, params.id);
        if (refused) return refused;
        const section = sectionOf(params.id, params.sectionId);
        if (!section) return error(404, messages.sectionNotFound);
        const failed = reorderLessons(params.id, section, await request.json());
        return failed ?? response(200).json(written(messages.orderSaved, params.id));
      },
    ),

    http.post(
      '/courses/{id}/curriculum/sections/{sectionId}/lessons',
      async ({ params, request, response }) => {
        const refused = authorGuard(request, params.id);
        if (refused) return refused;
        const section = sectionOf(params.id, params.sectionId);
        if (!section) return error(404, messages.sectionNotFound);
        const input = await request.json();
        const problem = lessonProblem(input);
        if (problem) return error(400, problem);
        if (lessonsOf(learning, params.id).length >= CURRICULUM_LIMITS.lessonsPerCourse)
          return error(400, messages.tooManyLessons);
        const lesson: MockLesson = {
          _id: db.nextId('lesson'),
          courseId: params.id,
          sectionId: section._id,
          title: '',
          kind: input.kind,
          minutes: input.minutes,
          preview: false,
        };
        storeLesson(lesson, input);
        learning.lessons.push(lesson);
        section.lessonIds.push(lesson._id);
        return response(201).json(written(messages.lessonSaved, params.id, lesson._id));
      },
    ),

    http.get('/courses/{id}/lessons/{lessonId}', ({ params, request, response }) => {
      const lesson = lessonGuard(request, params.id, params.lessonId, { learnerOnly: false });
      if (lesson instanceof Response) return lesson;
      return response(200).json(lessonView(lesson, isOwner(params.id)));
    }),

    http.put('/courses/{id}/lessons/{lessonId}', async ({ params, request, response }) => {
      const refused = authorGuard(request, params.id);
      if (refused) return refused;
      const lesson = lessonOf(params.id, params.lessonId);
      if (!lesson) return error(404, messages.lessonNotFound);
      const input = await request.json();
      const problem = lessonProblem(input);
      if (problem) return error(400, problem);
      storeLesson(lesson, input);
      return response(200).json(written(messages.lessonSaved, params.id, lesson._id));
    }),

    http.delete('/courses/{id}/lessons/{lessonId}', ({ params, request, response }) => {
      const refused = authorGuard(request, params.id);
      if (refused) return refused;
      const lesson = lessonOf(params.id, params.lessonId);
      if (!lesson) return error(404, messages.lessonNotFound);
      dropLessons([lesson._id]);
      const section = sectionOf(params.id, lesson.sectionId);
      if (section) section.lessonIds = section.lessonIds.filter((id) => id !== lesson._id);
      return response(200).json(written(messages.lessonDeleted, params.id));
    }),
  ];
}
