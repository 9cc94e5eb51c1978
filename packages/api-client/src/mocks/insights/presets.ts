import type { CourseInsights } from '../../types';
import { createMockDb, type MockDb, type MockDbOptions } from '../db';
import { FIXTURE_NOW } from '../fixtures';
import { AUTHORED_COURSE_ID, type MockSection } from '../learning/fixtures';
import { lessonsOf } from '../learning/state';
import { computeInsights } from './compute';

/** The course whose insights the stories show: the one Ada teaches, with a curriculum. */
export const INSIGHTS_COURSE_ID = AUTHORED_COURSE_ID;

export type InsightsShape = 'some' | 'none' | 'one' | 'thousands' | 'noQuizzes' | 'quizPerSection';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (msAgo: number) => new Date(FIXTURE_NOW.getTime() - msAgo).toISOString();

/** The learners of the 'some' shape: how far each got, as a share of the lessons. */
const LEARNERS = [
  { email: 'priya@example.com', share: 1, scores: [100, 80], daysAgo: 70 },
  { email: 'tomas@example.com', share: 0.6, scores: [0, 100], daysAgo: 40 },
  { email: 'mei@example.com', share: 0.3, scores: [0], daysAgo: 9 },
];

function learnersDb(options: MockDbOptions, learners: typeof LEARNERS): MockDb {
  const db = createMockDb(options);
  const courseId = INSIGHTS_COURSE_ID;
  const lessons = lessonsOf(db.learning, courseId);
  db.enrollments = [
    ...db.enrollments.filter((e) => e.courseId !== courseId),
    ...learners.map((learner, index) => ({
      _id: `enrollment-insights-${index + 1}`,
      courseId,
      userEmail: learner.email,
      enrolledAt: at(learner.daysAgo * DAY),
    })),
  ];
  const course = db.courses.find((c) => c._id === courseId);
  if (course) course.enrollments = learners.length;
  db.learning.completions = db.learning.completions.filter((c) => c.courseId !== courseId);
  db.learning.attempts = db.learning.attempts.filter((a) => a.courseId !== courseId);
  for (const learner of learners) {
    const done = lessons.slice(0, Math.round(learner.share * lessons.length));
    for (const [index, lesson] of done.entries()) {
      db.learning.completions.push({
        userEmail: learner.email,
        courseId,
        lessonId: lesson._id,
        completedAt: at((learner.daysAgo - index) * DAY),
      });
    }
    // Each score an attempt at the first quiz, in order (a retake after a fail).
    const quiz = lessons.find((lesson) => lesson.kind === 'quiz');
    for (const [index, score] of learner.scores.entries()) {
      if (!quiz) break;
      db.learning.attempts.push({
        _id: `attempt-insights-${learner.email}-${index}`,
        userEmail: learner.email,
        courseId,
        lessonId: quiz._id,
        answers: [],
        score,
        passed: score >= 70,
        passMark: 70,
        createdAt: at((learner.daysAgo - index) * DAY),
      });
    }
  }
  db.learning.certificates = db.learning.certificates.filter(
    (c) =>
      c.courseId !== courseId || learners.some((l) => l.email === c.userEmail && l.share === 1),
  );
  return db;
}

/** The course at scale: 2,400 learners who drop off steeply, as real courses do. */
function thousands(db: MockDb): CourseInsights {
  const base = computeInsights(db, INSIGHTS_COURSE_ID);
  const learners = 2400;
  const weekly = [96, 120, 141, 150, 172, 188, 205, 226, 240, 262, 281, 319];
  const lessons = base.lessons.map((lesson, index) => ({
    ...lesson,
    // Half stop after the first lessons; a steady trickle after.
    completions: Math.round(2184 * Math.pow(0.62, index) + 180),
  }));
  return {
    ...base,
    learners,
    seatsLeft: 100,
    completed: 176,
    weeks: base.weeks.map((week, index) => ({ ...week, enrollments: weekly[index] ?? 0 })),
    lessons,
    quizzes: base.quizzes.map((quiz, index) => ({
      ...quiz,
      learners: [1630, 402, 231][index] ?? 200,
      averageBestScore: [82.4, 61.7, 74.9][index] ?? 70,
      passRate: [91.2, 48.3, 77.5][index] ?? 70,
    })),
    ratings: {
      average: 4.3,
      count: 812,
      stars: [
        { stars: 5, count: 431 },
        { stars: 4, count: 236 },
        { stars: 3, count: 89 },
        { stars: 2, count: 33 },
        { stars: 1, count: 23 },
      ],
    },
  };
}

/**
 * Every section ends on a quiz, all three titled 'Check your understanding', as authors often
 * write them: Foundations' (the learners' attempts), First project's (two tried it) and a third
 * section's (nobody yet).
 */
function quizPerSection(db: MockDb): void {
  const courseId = INSIGHTS_COURSE_ID;
  const curriculum = db.learning.curricula.find((c) => c.courseId === courseId);
  if (!curriculum) return;
  const title = 'Check your understanding';
  const quiz = (sectionId: string, n: number) => ({
    _id: `lesson-insights-quiz-${n}`,
    courseId,
    sectionId,
    title,
    kind: 'quiz' as const,
    minutes: 5,
    preview: false,
    passMark: 70,
    questions: [{ prompt: 'Ready for the next section?', options: ['Yes', 'No'], answer: 0 }],
  });
  const nextSteps: MockSection = {
    _id: 'section-insights-3',
    courseId,
    title: 'Next steps',
    lessonIds: [],
  };
  db.learning.sections.push(nextSteps);
  curriculum.sectionIds.push(nextSteps._id);
  curriculum.sectionIds.forEach((sectionId, index) => {
    const section = db.learning.sections.find((s) => s._id === sectionId);
    const last = db.learning.lessons.find((l) => l._id === section?.lessonIds.at(-1));
    if (!section) return;
    if (last?.kind === 'quiz') {
      last.title = title;
      return;
    }
    const added = quiz(sectionId, index + 1);
    db.learning.lessons.push(added);
    section.lessonIds.push(added._id);
  });
  const second = db.learning.sections.find((s) => s._id === curriculum.sectionIds[1]);
  const secondQuiz = second?.lessonIds.at(-1) ?? '';
  for (const [email, score] of [
    ['priya@example.com', 100],
    ['tomas@example.com', 50],
  ] as const) {
    db.learning.attempts.push({
      _id: `attempt-insights-${email}-section-2`,
      userEmail: email,
      courseId,
      lessonId: secondQuiz,
      answers: [],
      score,
      passed: score >= 70,
      passMark: 70,
      createdAt: at(5 * DAY),
    });
  }
}

/**
 * A mock db for the insights page of INSIGHTS_COURSE_ID (signed in as its author, Ada):
 * 'some' three learners at different stages; 'none' no learner, no review; 'one' a single
 * learner; 'thousands' the figures of a course with 2,400 learners (as the server aggregates
 * them); 'noQuizzes' the 'some' learners in a curriculum without quizzes; 'quizPerSection' the 'some'
 * learners, and a quiz ending each of three sections under one title.
 */
export function insightsDb(shape: InsightsShape = 'some', options: MockDbOptions = {}): MockDb {
  if (shape === 'none') {
    const db = learnersDb(options, []);
    db.reviews = db.reviews.filter((entry) => entry.review.courseId !== INSIGHTS_COURSE_ID);
    return db;
  }
  if (shape === 'one') return learnersDb(options, LEARNERS.slice(1, 2));
  const db = learnersDb(options, LEARNERS);
  if (shape === 'thousands') db.insights.set(INSIGHTS_COURSE_ID, thousands(db));
  if (shape === 'quizPerSection') quizPerSection(db);
  if (shape === 'noQuizzes') {
    const quizIds = new Set(
      db.learning.lessons.filter((l) => l.kind === 'quiz').map((lesson) => lesson._id),
    );
    db.learning.lessons = db.learning.lessons.filter((lesson) => !quizIds.has(lesson._id));
    for (const section of db.learning.sections) {
      section.lessonIds = section.lessonIds.filter((id) => !quizIds.has(id));
    }
    db.learning.attempts = [];
  }
  return db;
}
