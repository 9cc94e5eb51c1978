import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientForThisFile,
  courseInput,
  type Course,
  type ErrorBody,
  type User,
} from './support/target.ts';

/**
 * Ratings & Reviews (docs/product.md) over HTTP: reviews, the rating they make, who may write one,
 * the author's learners and seats. Only the statuses and shapes a client relies on; the exact
 * texts are the reference server's (its own tests compare them).
 */
const api = clientForThisFile();
let author: User;
let learner: User;
let stranger: User;

beforeAll(async () => {
  [author, learner, stranger] = await Promise.all([
    api.user('author', 'Ava Author'),
    api.user('learner', 'Lena Learner'),
    api.user('stranger'),
  ]);
});

describe('reviews', () => {
  it('a learner writes, replaces and deletes a review; the course follows; others may not', async () => {
    const created = await api.request<Course>('POST', '/courses', {
      token: author.token,
      body: courseInput({ totalSeats: 5 }),
    });
    expect(created.body).toMatchObject({ rating: null, ratingCount: 0, totalSeats: 5 });
    const id = created.body._id;
    const review = (user: User, body: unknown) =>
      api.request<ErrorBody>('PUT', `/courses/${id}/reviews/mine`, { token: user.token, body });

    expect((await review(stranger, { rating: 4 })).status).toBe(403);
    expect((await review(author, { rating: 4 })).status).toBe(403);
    await api.request('POST', '/enrollments', { token: learner.token, body: { courseId: id } });
    expect((await review(learner, { rating: 6 })).status).toBe(400);
    expect((await review(learner, { rating: 4, comment: 'Good.' })).status).toBe(201);
    expect((await api.request<Course>('GET', `/courses/${id}`)).body).toMatchObject({
      rating: 4,
      ratingCount: 1,
    });
    expect((await review(learner, { rating: 2 })).status).toBe(200);

    const list = await api.request<{ rating: number; userName: string }[]>(
      'GET',
      `/courses/${id}/reviews`,
    );
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body).toMatchObject([{ rating: 2, userName: 'Lena Learner' }]);
    const summary = await api.request('GET', `/courses/${id}/reviews/summary`);
    expect(summary.body).toEqual({
      courseId: id,
      rating: 2,
      ratingCount: 1,
      starCounts: [0, 1, 0, 0, 0],
    });

    // The author's learners and seats: never below the learners enrolled.
    const learners = await api.request<{ name: string }[]>('GET', `/courses/${id}/learners`, {
      token: author.token,
    });
    expect(learners.body.map((l) => l.name)).toEqual(['Lena Learner']);
    expect(
      (await api.request('GET', `/courses/${id}/learners`, { token: learner.token })).status,
    ).toBe(403);
    await api.request('POST', '/enrollments', { token: stranger.token, body: { courseId: id } });
    const shrink = (totalSeats: number) =>
      api.request<ErrorBody>('PUT', `/courses/${id}`, {
        token: author.token,
        body: courseInput({ totalSeats }),
      });
    expect((await shrink(1)).status).toBe(409);
    expect((await shrink(2)).status).toBe(200);
    await api.request('DELETE', '/enrollments', {
      token: stranger.token,
      body: { courseId: id, userEmail: stranger.email },
    });

    const removed = await api.request('DELETE', `/courses/${id}/reviews/mine`, {
      token: learner.token,
    });
    expect(removed.status).toBe(200);
    expect((await api.request<Course>('GET', `/courses/${id}`)).body).toMatchObject({
      rating: null,
      ratingCount: 0,
    });
    const again = await api.request('DELETE', `/courses/${id}/reviews/mine`, {
      token: learner.token,
    });
    expect(again.status).toBe(404);
    await api.request('DELETE', '/enrollments', {
      token: learner.token,
      body: { courseId: id, userEmail: learner.email },
    });
    await api.request('DELETE', `/courses/${id}`, { token: author.token });
  });
});
