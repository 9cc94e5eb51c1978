import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import { nameOf, type MockDb } from '../db';
import type { MockCertificate } from '../learning/fixtures';
import { attemptView, certificateView, grade } from '../learning/state';
import { error, http, signedIn } from './http';
import { learningContext } from './learningContext';

/**
 * The learner's operations of the contract (completions, quiz attempts, progress, certificates)
 * with the reference server's rules, checks and texts (apps/api/src/routes/learning.ts; the
 * messages parity test compares them).
 */
export function learningHandlers(db: MockDb): HttpHandler[] {
  const { learning, findCourse, isEnrolled, lessonOf, progress, lessonGuard } = learningContext(db);

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
      certificate: certificate ? certificateView(certificate, db.courses) : null,
    };
  }

  return [
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
      return response(200).json(mine.map((c) => certificateView(c, db.courses)));
    }),

    http.get('/certificates/{certificateId}', ({ params, response }) => {
      const certificate = learning.certificates.find((c) => c._id === params.certificateId);
      if (!certificate) return error(404, messages.certificateNotFound);
      return response(200).json(certificateView(certificate, db.courses));
    }),
  ];
}
