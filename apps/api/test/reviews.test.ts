import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, messageTemplates } from '@edugate/api-client/messages';
import { startTestApi, type TestApi } from './support/harness.ts';
import { brokenInvariants } from './support/invariants.ts';
import type { Course, TestUser } from './support/types.ts';

/** Ratings & Reviews (docs/product.md) against the reference server: every rule and text. */
let api: TestApi;
let author: TestUser;
let learner: TestUser;
let other: TestUser;
let stranger: TestUser;

const courseInput = {
  title: 'Review Lab',
  description: 'A course made for review tests.',
  imageUrl: 'http://localhost:4000/assets/courses/data-science-1.svg',
  duration: '1 week',
  category: 'data science',
};

interface ReviewBody {
  error?: string;
  message?: string;
  review?: { _id: string; rating: number; comment: string; userName: string; createdAt: string };
  course?: { courseId: string; rating: number | null; ratingCount: number };
}

async function newCourse(body: Record<string, unknown> = {}): Promise<Course> {
  const response = await api.request<Course>('POST', '/courses', {
    token: author.token,
    body: { ...courseInput, ...body },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const enrol = (user: TestUser, courseId: string) =>
  api.request('POST', '/enrollments', { token: user.token, body: { courseId } });
const unenrol = (user: TestUser, courseId: string) =>
  api.request('DELETE', '/enrollments', {
    token: user.token,
    body: { courseId, userEmail: user.email },
  });
const putReview = (user: TestUser, courseId: string, body: Record<string, unknown>) =>
  api.request<ReviewBody>('PUT', `/courses/${courseId}/reviews/mine`, { token: user.token, body });
const deleteReview = (user: TestUser, courseId: string) =>
  api.request<ReviewBody>('DELETE', `/courses/${courseId}/reviews/mine`, { token: user.token });
const getCourse = async (id: string) => (await api.request<Course>('GET', `/courses/${id}`)).body;

beforeAll(async () => {
  api = await startTestApi();
  author = await api.user('author', 'Ava Author');
  learner = await api.user('learner', 'Lena Learner');
  other = await api.user('other', 'Omar Other');
  stranger = await api.user('stranger', 'Sam Stranger');
});
afterEach(async () => {
  expect(await brokenInvariants(api.database.db)).toEqual([]);
});
afterAll(() => api?.close());

describe('reviews', () => {
  it('a new course has no rating, never 0', async () => {
    const course = await newCourse();
    expect(course).toMatchObject({ rating: null, ratingCount: 0, totalSeats: 30 });
  });

  it('create (201), replace (200), list newest first, delete: the average follows in each step', async () => {
    const course = await newCourse();
    await enrol(learner, course._id);
    await enrol(other, course._id);

    const first = await putReview(learner, course._id, { rating: 4, comment: '  Great\ncourse  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: messages.reviewSubmitted,
      review: { rating: 4, comment: 'Great\ncourse', userName: 'Lena Learner' },
      course: { courseId: course._id, rating: 4, ratingCount: 1 },
    });
    expect(await getCourse(course._id)).toMatchObject({ rating: 4, ratingCount: 1 });

    const second = await putReview(other, course._id, { rating: 5 });
    expect(second.status).toBe(201);
    expect(second.body.course).toMatchObject({ rating: 4.5, ratingCount: 2 });
    const summary = await api.request('GET', `/courses/${course._id}/reviews/summary`);
    expect(summary.body).toEqual({
      courseId: course._id,
      rating: 4.5,
      ratingCount: 2,
      starCounts: [0, 0, 0, 1, 1],
    });

    const replaced = await putReview(learner, course._id, { rating: 2 });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      message: messages.reviewUpdated,
      review: { comment: '' },
    });
    expect(replaced.body.course).toMatchObject({ rating: 3.5, ratingCount: 2 });

    const list = await api.request<{ userName: string }[]>(
      'GET',
      `/courses/${course._id}/reviews?limit=1`,
    );
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((r) => r.userName)).toEqual(['Omar Other']);
    const page2 = await api.request<{ userName: string }[]>(
      'GET',
      `/courses/${course._id}/reviews?limit=1&offset=1`,
    );
    expect(page2.body.map((r) => r.userName)).toEqual(['Lena Learner']);

    const deleted = await deleteReview(other, course._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      message: messages.reviewDeleted,
      course: { courseId: course._id, rating: 2, ratingCount: 1 },
    });
    await deleteReview(learner, course._id);
    expect(await getCourse(course._id)).toMatchObject({ rating: null, ratingCount: 0 });
    expect((await deleteReview(learner, course._id)).body).toEqual({
      error: messages.reviewNotFound,
    });
  });

  it('rounds the mean to one decimal', async () => {
    const course = await newCourse();
    for (const [user, rating] of [
      [learner, 5],
      [other, 4],
      [stranger, 4],
    ] as const) {
      await enrol(user, course._id);
      await putReview(user, course._id, { rating });
    }
    expect(await getCourse(course._id)).toMatchObject({ rating: 4.3, ratingCount: 3 });
    for (const user of [learner, other, stranger]) await unenrol(user, course._id);
  });

  it('who may rate: enrolled now or before; never enrolled 403; the author 403; signed out 401', async () => {
    const course = await newCourse();
    expect(await putReview(stranger, course._id, { rating: 5 })).toMatchObject({
      status: 403,
      body: { error: messages.reviewNotEnrolled },
    });
    expect(await putReview(author, course._id, { rating: 5 })).toMatchObject({
      status: 403,
      body: { error: messages.reviewOwnCourse },
    });
    const mine = (user: TestUser) =>
      api.request('GET', `/courses/${course._id}/reviews/mine`, { token: user.token });
    expect((await mine(stranger)).body).toEqual({ review: null, eligibility: 'notEnrolled' });
    expect((await mine(author)).body).toEqual({ review: null, eligibility: 'author' });

    await enrol(learner, course._id);
    await unenrol(learner, course._id);
    // A former learner may still write one, and unenrolling keeps a review already written.
    expect((await putReview(learner, course._id, { rating: 3 })).status).toBe(201);
    expect((await mine(learner)).body).toMatchObject({
      eligibility: 'allowed',
      review: { rating: 3 },
    });
    const anonymous = await api.request('PUT', `/courses/${course._id}/reviews/mine`, {
      body: { rating: 3 },
    });
    expect(anonymous.status).toBe(401);
  });

  it("400s with the product's texts; 404 for an unknown course", async () => {
    const course = await newCourse();
    await enrol(learner, course._id);
    for (const rating of [0, 6, 4.5, -1]) {
      expect(await putReview(learner, course._id, { rating })).toMatchObject({
        status: 400,
        body: { error: messages.reviewRatingInvalid },
      });
    }
    expect(
      await putReview(learner, course._id, { rating: 4, comment: 'x'.repeat(2001) }),
    ).toMatchObject({
      status: 400,
      body: { error: messages.reviewTooLong },
    });
    // Trimmed first: 2,000 characters inside spaces are fine.
    const padded = await putReview(learner, course._id, {
      rating: 4,
      comment: ` ${'x'.repeat(2000)} `,
    });
    expect(padded.status).toBe(201);
    const missing = '6f1c2d3e-0000-4000-8000-0000000000ff';
    expect(await putReview(learner, missing, { rating: 4 })).toMatchObject({
      status: 404,
      body: { error: messages.courseNotFound },
    });
    expect((await api.request('GET', `/courses/${missing}/reviews`)).status).toBe(404);
    await unenrol(learner, course._id);
  });

  it('the database allows one review per user and course', async () => {
    const course = await newCourse();
    const insert = () =>
      api.database.db.write(
        `INSERT INTO reviews (course_id, user_email, user_name, rating) VALUES ($1, 'x@y.z', 'X', 5)`,
        [course._id],
      );
    await insert();
    await expect(insert()).rejects.toThrow(/unique|duplicate/i);
    await api.database.db.write('DELETE FROM reviews WHERE course_id = $1', [course._id]);
  });
});

describe('what authors see', () => {
  it('Highest Rated: rating, then count, then newest; unrated last', async () => {
    const low = await newCourse({ title: 'Rated low' });
    const tieFew = await newCourse({ title: 'Rated 5 once' });
    const tieMany = await newCourse({ title: 'Rated 5 twice' });
    // 'Rated never': the search below matches words, so 'Unrated' would not be found by 'Rated'.
    const unrated = await newCourse({ title: 'Rated never' });
    for (const user of [learner, other]) {
      await enrol(user, tieMany._id);
      await putReview(user, tieMany._id, { rating: 5 });
    }
    await enrol(learner, tieFew._id);
    await putReview(learner, tieFew._id, { rating: 5 });
    await enrol(other, low._id);
    await putReview(other, low._id, { rating: 1 });
    const sorted = await api.request<Course[]>('GET', '/courses?sort=rating_desc&q=Rated');
    const titles = sorted.body.map((c) => c.title);
    expect(titles).toEqual(['Rated 5 twice', 'Rated 5 once', 'Rated low', 'Rated never']);
    const page = await api.request<Course[]>('GET', '/courses?sort=rating_desc&limit=100');
    expect(page.body.findIndex((c) => c._id === unrated._id)).toBeGreaterThan(
      page.body.findIndex((c) => c._id === low._id),
    );
    for (const [user, id] of [
      [learner, tieMany._id],
      [other, tieMany._id],
      [learner, tieFew._id],
      [other, low._id],
    ] as const) {
      await unenrol(user, id);
    }
  });

  it('seats: set on create, kept when left out, 409 below the learners enrolled', async () => {
    const course = await newCourse({ totalSeats: 2 });
    expect(course.totalSeats).toBe(2);
    await enrol(learner, course._id);
    await enrol(other, course._id);
    const update = (body: Record<string, unknown>) =>
      api.request<Course & { error?: string }>('PUT', `/courses/${course._id}`, {
        token: author.token,
        body: { ...courseInput, ...body },
      });
    expect(await update({ totalSeats: 1 })).toMatchObject({
      status: 409,
      body: { error: messageTemplates.seatsBelowEnrolled(2) },
    });
    expect((await update({})).body.totalSeats).toBe(2);
    expect((await update({ totalSeats: 40 })).body.totalSeats).toBe(40);
    expect((await update({ totalSeats: 501 })).status).toBe(400);
    expect((await update({ totalSeats: 0 })).status).toBe(400);
    await unenrol(learner, course._id);
    await unenrol(other, course._id);
  });

  it('the learners list: the author only, names and dates, newest first', async () => {
    const course = await newCourse();
    const learners = (user: TestUser) =>
      api.request<{ name: string; enrolledAt: string }[] | { error: string }>(
        'GET',
        `/courses/${course._id}/learners`,
        { token: user.token },
      );
    expect((await learners(author)).body).toEqual([]);
    await enrol(learner, course._id);
    await enrol(other, course._id);
    const list = await learners(author);
    expect(list.status).toBe(200);
    expect((list.body as { name: string }[]).map((l) => l.name)).toEqual([
      'Omar Other',
      'Lena Learner',
    ]);
    expect(await learners(learner)).toMatchObject({
      status: 403,
      body: { error: messages.learnersOwnerOnly },
    });
    await unenrol(learner, course._id);
    expect(((await learners(author)).body as unknown[]).length).toBe(1);
    await unenrol(other, course._id);
  });
});
