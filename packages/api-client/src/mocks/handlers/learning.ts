import type { HttpHandler, HttpResponse } from 'msw';
import { CURRICULUM_LIMITS } from '../../constants';
import { isLessonMediaUrl, lessonAssetFile } from '../../lessons';
import { messages } from '../../messages';
import type { ApiErrorBody, LessonInput, OrderInput } from '../../types';
import { nameOf, type MockDb } from '../db';
import { MOCK_API_BASE_URL } from '../fixtures';
import type { MockCertificate, MockLesson } from '../learning/fixtures';
import {
  attemptView,
  certificateView,
  grade,
  lessonView,
  lessonsOf,
  outlineOf,
  progressOf,
} from '../learning/state';
import { error, http, signedIn } from './http';

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
 * The learning operations of the contract (curricula, lessons, progress, quizzes, certificates)
 * with the reference server's rules, checks and texts (apps/api; the messages parity test
 * compares them).
 */
export function learningHandlers(db: MockDb): HttpHandler[] {
  const learning = db.learning;
  const findCourse = (id: string) => db.courses.find((course) => course._id === id);
  const isOwner = (courseId: string) => db.owners.get(courseId) === db.user.email;
  const isEnrolled = (courseId: string) =>
    db.enrollments.some((e) => e.courseId === courseId && e.userEmail === db.user.email);
  const lessonOf = (courseId: string, lessonId: string) =>
    learning.lessons.find((l) => l._id === lessonId && l.courseId === courseId);
  const sectionOf = (courseId: string, sectionId: string) =>
    learning.sections.find((s) => s._id === sectionId && s.courseId === courseId);
  const curriculumOf = (courseId: string) => {
    let curriculum = learning.curricula.find((c) => c.courseId === courseId);
    if (!curriculum) {
      curriculum = { courseId, sectionIds: [] };
      learning.curricula.push(curriculum);
    }
    return curriculum;
  };
  const progress = (courseId: string) =>
    progressOf(learning, courseId, db.user.email, isEnrolled(courseId));
  const written = (message: string, courseId: string, lessonId?: string) => ({
    message,
    outline: outlineOf(learning, courseId),
    ...(lessonId ? { lessonId } : {}),
  });

  /** 401, then 404 for an unknown course or one the caller does not own (no existence leak). */
  function authorGuard(request: Request, courseId: string): HttpResponse<ApiErrorBody> | null {
    if (!signedIn(request)) return error(401, messages.signIn);
    if (!findCourse(courseId) || !isOwner(courseId)) return error(404, messages.courseNotFound);
    return null;
  }

  /** 401, 404 (course, lesson), then 403 unless the caller may open the lesson. */
  function lessonGuard(
    request: Request,
    courseId: string,
    lessonId: string,
    { learnerOnly }: { learnerOnly: boolean },
  ): HttpResponse<ApiErrorBody> | MockLesson {
    if (!signedIn(request)) return error(401, messages.signIn);
    if (!findCourse(courseId)) return error(404, messages.courseNotFound);
    const lesson = lessonOf(courseId, lessonId);
    if (!lesson) return error(404, messages.lessonNotFound);
    const allowed = learnerOnly
      ? isEnrolled(courseId)
      : isEnrolled(courseId) || isOwner(courseId) || lesson.preview;
    return allowed ? lesson : error(403, messages.lessonForbidden);
  }

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

  /**
   * Marks a lesson completed for the caller (once), and issues the course's certificate when that
   * completes the course and none exists yet: what the server does in one transaction.
   */
  function complete(courseId: string, lessonId: string) {
    const already = learning.completions.some(
      (c) => c.userEmail === db.user.email && c.lessonId === lessonId,
    );
    if (!already) {
      learning.completions.push({
        userEmail: db.user.email,
        courseId,
        lessonId,
        completedAt: db.now().toISOString(),
      });
    }
    const after = progress(courseId);
    let certificate: MockCertificate | null = null;
    if (
      after.lessonCount > 0 &&
      after.completedCount === after.lessonCount &&
      !after.certificateId
    ) {
      const course = findCourse(courseId);
      certificate = {
        _id: db.nextId('certificate'),
        userEmail: db.user.email,
        courseId,
        courseTitle: course?.title ?? '',
        learnerName: nameOf(db, db.user.email),
        authorName: course?.addedByName ?? '',
        issuedAt: db.now().toISOString(),
      };
      learning.certificates.push(certificate);
    }
    return {
      progress: progress(courseId),
      courseCompleted: certificate !== null,
      certificate: certificate ? certificateView(certificate) : null,
    };
  }

  function reorder(current: string[], input: OrderInput): HttpResponse<ApiErrorBody> | null {
    if (!sameOrder(current, input.previousOrder)) return error(409, messages.curriculumStale);
    if (!sameOrder([...current].sort(), [...input.order].sort()))
      return error(400, messages.orderNotStored);
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
        const failed = reorder(section.lessonIds, await request.json());
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

    http.put('/courses/{id}/lessons/{lessonId}/completion', ({ params, request, response }) => {
      const lesson = lessonGuard(request, params.id, params.lessonId, { learnerOnly: true });
      if (lesson instanceof Response) return lesson;
      if (lesson.kind === 'quiz') return error(409, messages.quizCompletesByPassing);
      return response(200).json(complete(params.id, lesson._id));
    }),

    http.delete('/courses/{id}/lessons/{lessonId}/completion', ({ params, request, response }) => {
      const lesson = lessonGuard(request, params.id, params.lessonId, { learnerOnly: true });
      if (lesson instanceof Response) return lesson;
      if (lesson.kind === 'quiz') return error(409, messages.quizCompletesByPassing);
      learning.completions = learning.completions.filter(
        (c) => !(c.userEmail === db.user.email && c.lessonId === lesson._id),
      );
      return response(200).json({
        progress: progress(params.id),
        courseCompleted: false,
        certificate: null,
      });
    }),

    http.post(
      '/courses/{id}/lessons/{lessonId}/attempts',
      async ({ params, request, response }) => {
        const lesson = lessonGuard(request, params.id, params.lessonId, { learnerOnly: true });
        if (lesson instanceof Response) return lesson;
        if (lesson.kind !== 'quiz') return error(400, messages.notAQuiz);
        const { answers } = await request.json();
        const questions = lesson.questions ?? [];
        if (answers.length !== questions.length) return error(400, messages.quizUnanswered);
        if (answers.some((answer, index) => answer >= (questions[index]?.options.length ?? 0)))
          return error(400, messages.quizAnswerNotAnOption);
        const attempt = {
          _id: db.nextId('attempt'),
          userEmail: db.user.email,
          courseId: params.id,
          lessonId: lesson._id,
          answers,
          ...grade(lesson, answers),
          createdAt: db.now().toISOString(),
        };
        learning.attempts.push(attempt);
        const outcome = attempt.passed
          ? complete(params.id, lesson._id)
          : { progress: progress(params.id), courseCompleted: false, certificate: null };
        return response(201).json({ attempt: attemptView(attempt, lesson), ...outcome });
      },
    ),

    http.get(
      '/courses/{id}/lessons/{lessonId}/attempts/latest',
      ({ params, request, response }) => {
        const lesson = lessonGuard(request, params.id, params.lessonId, { learnerOnly: false });
        if (lesson instanceof Response) return lesson;
        if (lesson.kind !== 'quiz') return error(400, messages.notAQuiz);
        const latest = learning.attempts
          .filter((a) => a.userEmail === db.user.email && a.lessonId === lesson._id)
          .at(-1);
        return response(200).json({ attempt: latest ? attemptView(latest, lesson) : null });
      },
    ),

    http.get('/courses/{id}/progress', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      if (!findCourse(params.id)) return error(404, messages.courseNotFound);
      return response(200).json(progress(params.id));
    }),

    http.put('/courses/{id}/progress/position', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      if (!findCourse(params.id)) return error(404, messages.courseNotFound);
      const { lessonId } = await request.json();
      if (!lessonOf(params.id, lessonId)) return error(404, messages.lessonNotFound);
      if (!isEnrolled(params.id)) return error(403, messages.lessonForbidden);
      learning.positions = learning.positions.filter(
        (p) => !(p.userEmail === db.user.email && p.courseId === params.id),
      );
      learning.positions.push({
        userEmail: db.user.email,
        courseId: params.id,
        lessonId,
        openedAt: db.now().toISOString(),
      });
      return response(204).empty();
    }),

    http.get('/progress', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = db.enrollments
        .filter((e) => e.userEmail === db.user.email)
        .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
      const entries = mine.flatMap((enrollment) => {
        const course = findCourse(enrollment.courseId);
        if (!course) return [];
        const { lessonCount, completedCount, percent, resumeLessonId } = progress(course._id);
        const opened = learning.positions.find(
          (p) => p.userEmail === db.user.email && p.courseId === course._id,
        );
        return [
          {
            courseId: course._id,
            courseTitle: course.title,
            imageUrl: course.imageUrl,
            lessonCount,
            completedCount,
            percent,
            resumeLessonId,
            lastOpenedAt: opened?.openedAt ?? null,
          },
        ];
      });
      // Most recently opened first; the never-opened after them, in enrolment order (newest first).
      const opened = entries
        .filter((entry) => entry.lastOpenedAt !== null)
        .sort((a, b) => (b.lastOpenedAt ?? '').localeCompare(a.lastOpenedAt ?? ''));
      return response(200).json([...opened, ...entries.filter((e) => e.lastOpenedAt === null)]);
    }),

    http.get('/certificates/mine', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = learning.certificates
        .filter((c) => c.userEmail === db.user.email)
        .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
      return response(200).json(mine.map(certificateView));
    }),

    http.get('/certificates/{certificateId}', ({ params, response }) => {
      const certificate = learning.certificates.find((c) => c._id === params.certificateId);
      if (!certificate) return error(404, messages.certificateNotFound);
      return response(200).json(certificateView(certificate));
    }),
  ];
}
