/**
 * The insights mock keeps the rules of docs/product.md (Insights) as the reference server does: the
 * author alone (404 for anyone else), figures counted from what the mock's learners did, and the
 * shapes the stories draw.
 */
import { describe, expect, it } from 'vitest';
import { createHandlers, INSIGHTS_COURSE_ID, insightsDb, otherUser } from '../src/mocks';
import { server, signedInClient, signedOutClient } from './server';

const request = { params: { path: { id: INSIGHTS_COURSE_ID } } };

describe('insights mock', () => {
  it("is the author's alone: 401 signed out, 404 for another user", async () => {
    server.use(...createHandlers(insightsDb('some')));
    expect((await signedOutClient().GET('/courses/{id}/insights', request)).response.status).toBe(
      401,
    );
    server.use(...createHandlers(insightsDb('some', { user: otherUser })));
    const other = await signedInClient().GET('/courses/{id}/insights', request);
    expect(other.response.status).toBe(404);
  });

  it("counts the learners' completions, best scores and weeks", async () => {
    server.use(...createHandlers(insightsDb('some')));
    const { data } = await signedInClient().GET('/courses/{id}/insights', request);
    expect(data?.learners).toBe(3);
    expect(data?.weeks).toHaveLength(12);
    expect(data?.weeks.reduce((sum, week) => sum + week.enrollments, 0)).toBe(3);
    expect(data?.weeks.filter((week) => week.enrollments > 0)).toHaveLength(3);
    const completions = data?.lessons.map((lesson) => lesson.completions) ?? [];
    expect(completions[0]).toBe(3);
    expect(completions.at(-1)).toBe(1);
    // Best scores 100, 100, 0; two of three passed.
    expect(data?.quizzes[0]).toMatchObject({ learners: 3, averageBestScore: 66.7, passRate: 66.7 });
  });

  it('draws the shapes the stories need', async () => {
    server.use(...createHandlers(insightsDb('none')));
    const none = (await signedInClient().GET('/courses/{id}/insights', request)).data;
    expect(none?.learners).toBe(0);
    expect(none?.ratings.count).toBe(0);
    server.use(...createHandlers(insightsDb('thousands')));
    const many = (await signedInClient().GET('/courses/{id}/insights', request)).data;
    expect(many?.learners).toBe(2400);
    server.use(...createHandlers(insightsDb('noQuizzes')));
    const noQuizzes = (await signedInClient().GET('/courses/{id}/insights', request)).data;
    expect(noQuizzes?.quizzes).toEqual([]);
    expect(noQuizzes?.lessons.every((lesson) => lesson.kind !== 'quiz')).toBe(true);
  });
});
