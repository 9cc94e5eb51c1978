/**
 * Insights (docs/product.md) on the reference server: a course's insights are its author's alone
 * (404 for anyone else, as for a course that does not exist), and each figure is what the learners
 * did: enrolments by week, learners now, seats left, completed, completions per lesson in
 * curriculum order, each quiz's average best score and pass rate, the rating distribution.
 * Answers are checked against openapi.yaml by the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

interface Insights {
  courseId: string;
  learners: number;
  seatsLeft: number;
  completed: number;
  weeks: { weekStart: string; enrollments: number }[];
  lessons: { id: string; title: string; section: string; kind: string; completions: number }[];
  quizzes: {
    id: string;
    title: string;
    learners: number;
    averageBestScore: number | null;
    passRate: number | null;
  }[];
  ratings: { average: number | null; count: number; stars: { stars: number; count: number }[] };
}

let api: TestApi;
let author: TestUser;

const quiz = (title: string) => ({
  title,
  kind: 'quiz',
  minutes: 4,
  quiz: {
    passMark: 50,
    questions: [
      { prompt: 'Two plus two?', options: ['3', '4'], answer: 1 },
      { prompt: 'Capital of France?', options: ['Paris', 'Lyon'], answer: 0 },
    ],
  },
});
const article = (title: string) => ({ title, kind: 'article', minutes: 5, body: 'A paragraph.' });

async function post<T>(url: string, body: object, user: TestUser = author): Promise<T> {
  const response = await api.request<T>('POST', url, { token: user.token, body });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

/** A course of 4 seats: section A [One, Quiz A], section B [Two, Quiz B]. */
async function builtCourse() {
  const { _id: courseId } = await post<{ _id: string }>('/courses', {
    title: 'Insights Course',
    description: 'Counted.',
    imageUrl: 'https://example.com/i.png',
    duration: '1 week',
    category: 'data science',
    totalSeats: 4,
  });
  type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };
  const base = `/courses/${courseId}/curriculum/sections`;
  const a = (await post<Written>(base, { title: 'A' })).outline.sections[0]!._id;
  const b = (await post<Written>(base, { title: 'B' })).outline.sections[1]!._id;
  const lesson = async (section: string, body: object) =>
    (await post<Written>(`${base}/${section}/lessons`, body)).lessonId!;
  const lessons = [
    await lesson(a, article('One')),
    await lesson(a, quiz('Quiz A')),
    await lesson(b, article('Two')),
    await lesson(b, quiz('Quiz B')),
  ];
  return { courseId, lessons };
}

const insightsOf = (courseId: string, user: TestUser = author) =>
  api.request<Insights>('GET', `/courses/${courseId}/insights`, { token: user.token });

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  author = await api.user('author', 'Ada Author');
});
afterAll(() => api?.close());

describe('GET /courses/{id}/insights', () => {
  it("is the author's alone: 404 for anyone else, for no such course and for a signed-out caller 401", async () => {
    const { courseId } = await builtCourse();
    const other = await api.user('other');
    const stranger = await insightsOf(courseId, other);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({
      error: 'Course not found. Check the link or browse the catalogue.',
    });
    expect((await insightsOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await insightsOf('not-a-uuid')).status).toBe(404);
    expect((await api.request('GET', `/courses/${courseId}/insights`)).status).toBe(401);
  });

  it('counts nothing for a course without learners: twelve empty weeks, every lesson at 0', async () => {
    const { courseId, lessons } = await builtCourse();
    const response = await insightsOf(courseId);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const insights = response.body;
    expect(insights).toMatchObject({ courseId, learners: 0, seatsLeft: 4, completed: 0 });
    expect(insights.weeks).toHaveLength(12);
    expect(insights.weeks.every((week) => week.enrollments === 0)).toBe(true);
    // Mondays, a week apart, the current week last.
    const starts = insights.weeks.map((week) => new Date(`${week.weekStart}T00:00:00Z`));
    expect(starts.every((day) => day.getUTCDay() === 1)).toBe(true);
    expect(+starts[11]! - +starts[10]!).toBe(7 * 86_400_000);
    expect(Date.now() - +starts[11]!).toBeLessThan(7 * 86_400_000);
    expect(insights.lessons.map((l) => [l.id, l.title, l.section, l.completions])).toEqual([
      [lessons[0], 'One', 'A', 0],
      [lessons[1], 'Quiz A', 'A', 0],
      [lessons[2], 'Two', 'B', 0],
      [lessons[3], 'Quiz B', 'B', 0],
    ]);
    expect(insights.quizzes).toEqual([
      { id: lessons[1], title: 'Quiz A', learners: 0, averageBestScore: null, passRate: null },
      { id: lessons[3], title: 'Quiz B', learners: 0, averageBestScore: null, passRate: null },
    ]);
    expect(insights.ratings).toEqual({
      average: null,
      count: 0,
      stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
  });

  it('counts what learners did: completions per lesson, best scores, pass rates, ratings, weeks', async () => {
    const { courseId, lessons } = await builtCourse();
    const learners: TestUser[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const learner = await api.user('learner', `Learner ${name}`);
      await post('/enrollments', { courseId }, learner);
      learners.push(learner);
    }
    const [first, second, third] = learners as [TestUser, TestUser, TestUser];
    const complete = (user: TestUser, lessonId: string) =>
      api.request('PUT', `/courses/${courseId}/lessons/${lessonId}/completion`, {
        token: user.token,
      });
    const attempt = (user: TestUser, lessonId: string, answers: number[]) =>
      post(`/courses/${courseId}/lessons/${lessonId}/attempts`, { answers }, user);

    // The first learner finishes: 0% then 100% on Quiz A (best 100), 100% on Quiz B.
    await complete(first, lessons[0]!);
    await attempt(first, lessons[1]!, [0, 1]);
    await attempt(first, lessons[1]!, [1, 0]);
    await complete(first, lessons[2]!);
    await attempt(first, lessons[3]!, [1, 0]);
    // The second passes Quiz A with 50% (pass mark 50) and stops.
    await complete(second, lessons[0]!);
    await attempt(second, lessons[1]!, [1, 1]);
    // The third fails Quiz A (0%) and stops.
    await attempt(third, lessons[1]!, [0, 1]);
    // Two ratings: 5 and 3 stars.
    await api.request('PUT', `/courses/${courseId}/reviews/mine`, {
      token: first.token,
      body: { rating: 5, comment: '' },
    });
    await api.request('PUT', `/courses/${courseId}/reviews/mine`, {
      token: second.token,
      body: { rating: 3, comment: '' },
    });
    // The third learner enrolled three weeks ago (as the seed spreads enrolments).
    await api.database.db.write(
      `UPDATE enrollments SET enrolled_at = now() - interval '21 days'
        WHERE course_id = $1 AND user_email = $2`,
      [courseId, third.email],
    );

    const { body: insights } = await insightsOf(courseId);
    expect(insights).toMatchObject({ learners: 3, seatsLeft: 1, completed: 1 });
    expect(insights.lessons.map((l) => l.completions)).toEqual([2, 2, 1, 1]);
    expect(insights.quizzes).toEqual([
      // Best scores 100, 50, 0: mean 50; two of three passed.
      { id: lessons[1], title: 'Quiz A', learners: 3, averageBestScore: 50, passRate: 66.7 },
      { id: lessons[3], title: 'Quiz B', learners: 1, averageBestScore: 100, passRate: 100 },
    ]);
    expect(insights.ratings).toEqual({
      average: 4,
      count: 2,
      stars: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    const counts = insights.weeks.map((week) => week.enrollments);
    expect(counts[11]).toBe(2);
    expect(counts[8]).toBe(1);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);

    // An unenrolled learner is no longer a learner now, nor counted in the weeks.
    const unenrolled = await api.request('DELETE', '/enrollments', {
      token: third.token,
      body: { courseId, userEmail: third.email },
    });
    expect(unenrolled.status).toBe(200);
    const after = (await insightsOf(courseId)).body;
    expect(after.learners).toBe(2);
    expect(after.weeks.reduce((sum, week) => sum + week.enrollments, 0)).toBe(2);
  });
});
