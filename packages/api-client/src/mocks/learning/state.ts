import { CURRICULUM_LIMITS } from '../../constants';
import type { Certificate, CourseOutline, CourseProgress, Lesson, QuizAttempt } from '../../types';
import {
  fixtureCertificates,
  fixtureCompletions,
  fixtureLearningContent,
  fixturePositions,
  otherCertificate,
  type MockAttempt,
  type MockCertificate,
  type MockCompletion,
  type MockLearningContent,
  type MockLesson,
  type MockPosition,
} from './fixtures';

/** The learning part of the mock db: curricula and every learner's progress in them. */
export interface MockLearning extends MockLearningContent {
  completions: MockCompletion[];
  attempts: MockAttempt[];
  positions: MockPosition[];
  certificates: MockCertificate[];
}

export type MockLearningOptions = Partial<MockLearning>;

export function createMockLearning(options: MockLearningOptions = {}): MockLearning {
  const content = fixtureLearningContent();
  return structuredClone({
    curricula: options.curricula ?? content.curricula,
    sections: options.sections ?? content.sections,
    lessons: options.lessons ?? content.lessons,
    completions: options.completions ?? fixtureCompletions,
    attempts: options.attempts ?? [],
    positions: options.positions ?? fixturePositions,
    certificates: options.certificates ?? [...fixtureCertificates, otherCertificate],
  });
}

/** A course's lessons in curriculum order. */
export function lessonsOf(learning: MockLearning, courseId: string): MockLesson[] {
  const curriculum = learning.curricula.find((c) => c.courseId === courseId);
  if (!curriculum) return [];
  return curriculum.sectionIds.flatMap((sectionId) => {
    const section = learning.sections.find((s) => s._id === sectionId);
    return (section?.lessonIds ?? []).flatMap((id) => {
      const lesson = learning.lessons.find((l) => l._id === id);
      return lesson ? [lesson] : [];
    });
  });
}

export function outlineOf(learning: MockLearning, courseId: string): CourseOutline {
  const curriculum = learning.curricula.find((c) => c.courseId === courseId);
  const sections = (curriculum?.sectionIds ?? []).flatMap((sectionId) => {
    const section = learning.sections.find((s) => s._id === sectionId);
    if (!section) return [];
    const lessons = section.lessonIds.flatMap((id) => {
      const lesson = learning.lessons.find((l) => l._id === id);
      if (!lesson) return [];
      const { _id, title, kind, minutes, preview } = lesson;
      return [{ _id, title, kind, minutes, preview }];
    });
    return [{ _id: section._id, title: section.title, lessons }];
  });
  const all = sections.flatMap((section) => section.lessons);
  return {
    courseId,
    sections,
    lessonCount: all.length,
    totalMinutes: all.reduce((sum, lesson) => sum + lesson.minutes, 0),
  };
}

/** A lesson as the contract sends it: the quiz's answers and the Markdown to its owner only. */
export function lessonView(lesson: MockLesson, isOwner: boolean): Lesson {
  const { _id, courseId, sectionId, title, kind, minutes, preview } = lesson;
  const view: Lesson = { _id, courseId, sectionId, title, kind, minutes, preview };
  if (kind === 'article') {
    view.article = { html: lesson.html ?? '', ...(isOwner ? { body: lesson.body ?? '' } : {}) };
  } else if (kind === 'video') {
    view.video = {
      url: lesson.videoUrl ?? '',
      ...(lesson.captionsUrl ? { captionsUrl: lesson.captionsUrl } : {}),
    };
  } else {
    view.quiz = {
      passMark: lesson.passMark ?? CURRICULUM_LIMITS.passMark.default,
      questions: (lesson.questions ?? []).map(({ prompt, options, answer }) => ({
        prompt,
        options,
        ...(isOwner ? { answer } : {}),
      })),
    };
  }
  return view;
}

export function progressOf(
  learning: MockLearning,
  courseId: string,
  userEmail: string,
  enrolled: boolean,
): CourseProgress {
  const lessons = lessonsOf(learning, courseId);
  const ids = new Set(lessons.map((lesson) => lesson._id));
  const completed = learning.completions
    .filter((c) => c.userEmail === userEmail && c.courseId === courseId && ids.has(c.lessonId))
    .map((c) => c.lessonId);
  const done = new Set(completed);
  const last = learning.positions.find((p) => p.userEmail === userEmail && p.courseId === courseId);
  const lastLessonId = last && ids.has(last.lessonId) ? last.lessonId : null;
  const certificate = learning.certificates.find(
    (c) => c.userEmail === userEmail && c.courseId === courseId,
  );
  return {
    courseId,
    enrolled,
    lessonCount: lessons.length,
    completedCount: done.size,
    percent: lessons.length === 0 ? 0 : Math.floor((done.size * 100) / lessons.length),
    // In curriculum order, as the server sends them.
    completedLessonIds: lessons.filter((l) => done.has(l._id)).map((l) => l._id),
    lastLessonId,
    resumeLessonId:
      lastLessonId ?? lessons.find((l) => !done.has(l._id))?._id ?? lessons[0]?._id ?? null,
    certificateId: certificate?._id ?? null,
  };
}

/**
 * A certificate as the contract shows it, with the skills its course (one of `courses`) teaches
 * now: none once the course is gone.
 */
export function certificateView(
  certificate: MockCertificate,
  courses: readonly { _id: string; skills?: string[] }[] = [],
): Certificate {
  const { _id, courseId, courseTitle, learnerName, authorName, issuedAt, revokedAt } = certificate;
  const skills = [...(courses.find((course) => course._id === courseId)?.skills ?? [])];
  const view = { _id, courseId, courseTitle, learnerName, authorName, issuedAt, skills };
  return revokedAt ? { ...view, revokedAt } : view;
}

export function attemptView(attempt: MockAttempt, lesson: MockLesson): QuizAttempt {
  const questions = lesson.questions ?? [];
  return {
    _id: attempt._id,
    lessonId: attempt.lessonId,
    score: attempt.score,
    passed: attempt.passed,
    passMark: attempt.passMark,
    createdAt: attempt.createdAt,
    questions: questions.map((question, index) => {
      const chosen = attempt.answers[index] ?? -1;
      return { chosen, answer: question.answer, correct: chosen === question.answer };
    }),
  };
}

/**
 * Grades answers as the server does: the score is the share right as a whole percent rounded
 * down; the pass is decided on the exact share (right / total >= passMark / 100).
 */
export function grade(lesson: MockLesson, answers: number[]) {
  const questions = lesson.questions ?? [];
  const total = questions.length;
  const right = questions.filter((question, index) => answers[index] === question.answer).length;
  const score = total === 0 ? 0 : Math.floor((right * 100) / total);
  const passMark = lesson.passMark ?? CURRICULUM_LIMITS.passMark.default;
  return { score, passed: total > 0 && right * 100 >= passMark * total, passMark };
}

/** A deleted course's curriculum and its learners' progress go with it; certificates stay. */
export function dropCurriculum(learning: MockLearning, courseId: string): void {
  learning.curricula = learning.curricula.filter((c) => c.courseId !== courseId);
  learning.sections = learning.sections.filter((s) => s.courseId !== courseId);
  learning.lessons = learning.lessons.filter((l) => l.courseId !== courseId);
  learning.completions = learning.completions.filter((c) => c.courseId !== courseId);
  learning.attempts = learning.attempts.filter((a) => a.courseId !== courseId);
  learning.positions = learning.positions.filter((p) => p.courseId !== courseId);
  for (const certificate of learning.certificates)
    if (certificate.courseId === courseId) certificate.courseId = null;
}
