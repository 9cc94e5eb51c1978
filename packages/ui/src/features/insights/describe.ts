import type { CourseInsights } from '@edugate/api-client';
import { formatCount, formatPercent, insightsTexts as texts } from './texts';

/**
 * What a screen reader hears of each chart (its description): the largest values, so the chart's
 * point is heard without reading every bar. Tested in describe.test.ts.
 */
const weekLabel = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export { weekLabel };

export function describeEnrolments(weeks: CourseInsights['weeks']): string {
  const total = weeks.reduce((sum, week) => sum + week.enrollments, 0);
  if (total === 0) return 'No enrolments in the last 12 weeks.';
  const top = weeks.reduce((best, week) => (week.enrollments > best.enrollments ? week : best));
  const last = weeks.at(-1);
  return (
    `${formatCount(total)} enrolments in the last 12 weeks; the most, ${formatCount(top.enrollments)}, ` +
    `in the week of ${weekLabel(top.weekStart)}; ${formatCount(last?.enrollments ?? 0)} this week.`
  );
}

export function describeProgress(lessons: CourseInsights['lessons']): string {
  const first = lessons[0];
  const last = lessons.at(-1);
  if (!first || !last) return texts.noLessons;
  // The largest drop between two lessons in a row: where learners stop.
  let drop = { from: 0, amount: 0 };
  for (let index = 1; index < lessons.length; index += 1) {
    const amount = (lessons[index - 1]?.completions ?? 0) - (lessons[index]?.completions ?? 0);
    if (amount > drop.amount) drop = { from: index - 1, amount };
  }
  const parts = [
    `${formatCount(first.completions)} completed the first lesson, ${first.title}`,
    `${formatCount(last.completions)} the last, ${last.title}`,
  ];
  const from = lessons[drop.from];
  const to = lessons[drop.from + 1];
  if (drop.amount > 0 && from && to) {
    parts.push(
      `the largest drop, ${formatCount(drop.amount)} learners, is after lesson ${drop.from + 1}, ${from.title}`,
    );
  }
  return `${parts.join('; ')}.`;
}

/**
 * The quizzes as the page names them: each after its section ('Getting started: Check your
 * understanding'). Authors often give every section's quiz one title, and a title alone then
 * names three bars alike. A quiz is a lesson (same id), and the lessons carry their sections.
 */
export function namedQuizzes(
  insights: Pick<CourseInsights, 'quizzes' | 'lessons'>,
): CourseInsights['quizzes'] {
  const sections = new Map(insights.lessons.map((lesson) => [lesson.id, lesson.section]));
  return insights.quizzes.map((quiz) => {
    const section = sections.get(quiz.id);
    return section ? { ...quiz, title: `${section}: ${quiz.title}` } : quiz;
  });
}

export function describeQuizzes(quizzes: CourseInsights['quizzes']): string {
  const tried = quizzes.filter((quiz) => quiz.averageBestScore !== null);
  if (quizzes.length === 0) return texts.noQuizzes;
  if (tried.length === 0) return 'No learner has tried a quiz yet.';
  const lowest = tried.reduce((low, quiz) =>
    (quiz.passRate ?? 0) < (low.passRate ?? 0) ? quiz : low,
  );
  const highest = tried.reduce((high, quiz) =>
    (quiz.averageBestScore ?? 0) > (high.averageBestScore ?? 0) ? quiz : high,
  );
  return (
    `Highest average best score: ${highest.title}, ${formatPercent(highest.averageBestScore ?? 0)}. ` +
    `Lowest pass rate: ${lowest.title}, ${formatPercent(lowest.passRate ?? 0)}.`
  );
}

export function describeRatings(ratings: CourseInsights['ratings']): string {
  if (ratings.count === 0) return texts.average(null, 0);
  const top = ratings.stars.reduce((best, row) => (row.count > best.count ? row : best));
  return `${texts.average(ratings.average, ratings.count)} Most often ${texts.starsLabel(top.stars)}: ${formatCount(top.count)}.`;
}
