import type { CourseInsights } from '../../types';
import { seatsOf, type MockDb } from '../db';
import { lessonsOf } from '../learning/state';

const DAY = 86_400_000;
const WEEKS = 12;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The Monday (UTC) of the week `date` falls in, at midnight. */
function mondayOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

/**
 * A course's insights from the mock db's state, with the reference server's rules
 * (apps/api/src/tables/insights.ts): learners enrolled now by the week they enrolled, completions
 * per lesson in curriculum order, each quiz's mean best score and pass rate over the learners who
 * tried it, the ratings.
 */
export function computeInsights(db: MockDb, courseId: string): CourseInsights {
  const course = db.courses.find((c) => c._id === courseId);
  const enrollments = db.enrollments.filter((e) => e.courseId === courseId);
  const firstWeek = mondayOf(db.now()).getTime() - (WEEKS - 1) * 7 * DAY;
  const weeks = Array.from({ length: WEEKS }, (_, index) => {
    const start = firstWeek + index * 7 * DAY;
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      enrollments: enrollments.filter((e) => {
        const at = Date.parse(e.enrolledAt);
        return at >= start && at < start + 7 * DAY;
      }).length,
    };
  });
  const { completions, attempts, certificates, sections } = db.learning;
  const lessons = lessonsOf(db.learning, courseId);
  const quizzes = lessons
    .filter((lesson) => lesson.kind === 'quiz')
    .map((lesson) => {
      const best = new Map<string, { score: number; passed: boolean }>();
      for (const attempt of attempts.filter((a) => a.lessonId === lesson._id)) {
        const seen = best.get(attempt.userEmail);
        best.set(attempt.userEmail, {
          score: Math.max(seen?.score ?? 0, attempt.score),
          passed: (seen?.passed ?? false) || attempt.passed,
        });
      }
      const scores = [...best.values()];
      return {
        id: lesson._id,
        title: lesson.title,
        learners: scores.length,
        averageBestScore:
          scores.length === 0
            ? null
            : oneDecimal(scores.reduce((sum, s) => sum + s.score, 0) / scores.length),
        passRate:
          scores.length === 0
            ? null
            : oneDecimal((100 * scores.filter((s) => s.passed).length) / scores.length),
      };
    });
  const ratings = db.reviews
    .filter((entry) => entry.review.courseId === courseId)
    .map((entry) => entry.review.rating);
  return {
    courseId,
    learners: enrollments.length,
    seatsLeft: course ? seatsOf(course).availableSeats : 0,
    completed: certificates.filter((c) => c.courseId === courseId).length,
    weeks,
    lessons: lessons.map((lesson) => ({
      id: lesson._id,
      title: lesson.title,
      section: sections.find((s) => s._id === lesson.sectionId)?.title ?? '',
      kind: lesson.kind,
      completions: completions.filter((c) => c.lessonId === lesson._id).length,
    })),
    quizzes,
    ratings: {
      average:
        ratings.length === 0
          ? null
          : oneDecimal(ratings.reduce((sum, r) => sum + r, 0) / ratings.length),
      count: ratings.length,
      stars: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: ratings.filter((r) => r === stars).length,
      })),
    },
  };
}
