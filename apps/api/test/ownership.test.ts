import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

let api: TestApi;
let owner: TestUser;
let stranger: TestUser;
let courseId: string;
/** A course of `third`'s the owner is enrolled in (an author may not enrol in their own). */
let enrolledCourseId: string;
/** The owner's job, with an application from `third`. */
let jobId: string;
let receivedId: string;
/** The owner's own application, to `third`'s job. */
let sentId: string;

const course = {
  title: 'Owned Course',
  description: 'Belongs to its owner.',
  imageUrl: 'https://example.com/owned.png',
  duration: '2 weeks',
  category: 'game development',
};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  let third: TestUser;
  [owner, stranger, third] = await Promise.all([
    api.user('owner'),
    api.user('stranger'),
    api.user('third'),
  ]);
  const created = await api.request<{ _id: string }>('POST', '/courses', {
    token: owner.token,
    body: course,
  });
  courseId = created.body._id;
  expect(
    (await api.request('POST', '/enrollments', { token: third.token, body: { courseId } })).status,
  ).toBe(201);
  const theirs = await api.request<{ _id: string }>('POST', '/courses', {
    token: third.token,
    body: { ...course, title: "Third's course" },
  });
  enrolledCourseId = theirs.body._id;
  expect(
    (
      await api.request('POST', '/enrollments', {
        token: owner.token,
        body: { courseId: enrolledCourseId },
      })
    ).status,
  ).toBe(201);
  const postJob = async (user: TestUser) =>
    (await api.request<{ _id: string }>('POST', '/jobs', { token: user.token, body: job })).body
      ._id;
  const apply = async (user: TestUser, id: string) =>
    (
      await api.request<{ applicationId: string }>('POST', `/jobs/${id}/apply`, {
        token: user.token,
        body: { resumeUrl: 'https://example.com/cv.pdf' },
      })
    ).body.applicationId;
  jobId = await postJob(owner);
  receivedId = await apply(third, jobId);
  sentId = await apply(owner, await postJob(third));
});
afterAll(() => api?.close());

const job = {
  title: 'Owned Job',
  company: 'Owner Inc',
  location: 'Remote',
  salary: 'EUR 1',
  type: 'Remote',
  description: 'Belongs to its poster.',
};

const NAMES = [
  'PUT /courses/{id}',
  'PUT /jobs/{id}',
  'PATCH /jobs/{id}',
  'GET /enrollments/check',
  'GET /enrollments/user/{email}',
  'POST /jwt',
  'DELETE /enrollments',
  'DELETE /courses/{id}',
  'DELETE /jobs/{id}',
] as const;

/**
 * Someone else's applications, and the jobs they belong to, are not found rather than forbidden
 * (docs/product.md, The job board's two sides): the answer never tells that they exist.
 */
const HIDDEN = [
  'GET /jobs/{id}/applications',
  'PATCH /applications/{id}',
  'DELETE /applications/{id}',
] as const;

/** Every call that acts on something of the owner's, as the owner would make it, in NAMES order. */
function call(name: (typeof NAMES | typeof HIDDEN)[number]): {
  method: string;
  url: string;
  body?: unknown;
} {
  const email = encodeURIComponent(owner.email);
  switch (name) {
    case 'PUT /courses/{id}':
      return {
        method: 'PUT',
        url: `/courses/${courseId}`,
        body: { ...course, title: 'Taken over' },
      };
    case 'GET /enrollments/check':
      return {
        method: 'GET',
        url: `/enrollments/check?userEmail=${email}&courseId=${enrolledCourseId}`,
      };
    case 'GET /enrollments/user/{email}':
      return { method: 'GET', url: `/enrollments/user/${email}` };
    case 'POST /jwt':
      return { method: 'POST', url: '/jwt', body: { email: owner.email } };
    case 'DELETE /enrollments':
      return {
        method: 'DELETE',
        url: '/enrollments',
        body: { courseId: enrolledCourseId, userEmail: owner.email },
      };
    case 'DELETE /courses/{id}':
      return { method: 'DELETE', url: `/courses/${courseId}` };
    case 'PUT /jobs/{id}':
      return { method: 'PUT', url: `/jobs/${jobId}`, body: { ...job, title: 'Taken over' } };
    case 'PATCH /jobs/{id}':
      return { method: 'PATCH', url: `/jobs/${jobId}`, body: { status: 'closed' } };
    case 'DELETE /jobs/{id}':
      return { method: 'DELETE', url: `/jobs/${jobId}` };
    case 'GET /jobs/{id}/applications':
      return { method: 'GET', url: `/jobs/${jobId}/applications` };
    case 'PATCH /applications/{id}':
      return { method: 'PATCH', url: `/applications/${receivedId}`, body: { status: 'Hired' } };
    case 'DELETE /applications/{id}':
      return { method: 'DELETE', url: `/applications/${sentId}` };
  }
}

describe('ownership matrix', () => {
  it.each(NAMES)('%s as another user is 403, anonymous is 401', async (name) => {
    const { method, url, body } = call(name);
    const asStranger = await api.request<{ error: string }>(method, url, {
      token: stranger.token,
      body,
    });
    expect(asStranger.status).toBe(403);
    expect(asStranger.body.error.length).toBeGreaterThan(10);
    const anonymous = await api.request(method, url, { body });
    expect(anonymous.status).toBe(401);
  });

  it.each(HIDDEN)('%s as another user is 404, anonymous is 401', async (name) => {
    const { method, url, body } = call(name);
    const asStranger = await api.request<{ error: string }>(method, url, {
      token: stranger.token,
      body,
    });
    expect(asStranger.status).toBe(404);
    const anonymous = await api.request(method, url, { body });
    expect(anonymous.status).toBe(401);
  });

  it('per-user lists never show another user’s data', async () => {
    const courses = await api.request<{ _id: string }[]>('GET', '/courses/my-courses', {
      token: stranger.token,
    });
    expect(courses.body).toEqual([]);
    const enrollments = await api.request<unknown[]>('GET', '/enrollments/my-courses', {
      token: stranger.token,
    });
    expect(enrollments.body).toEqual([]);
    for (const url of ['/jobs/mine', '/applications/mine']) {
      const list = await api.request<unknown[]>('GET', url, { token: stranger.token });
      expect(list.body, url).toEqual([]);
    }
  });

  it('after all those attempts the owner’s course and enrollment are untouched', async () => {
    const stored = await api.request<{ title: string; enrollments: number }>(
      'GET',
      `/courses/${courseId}`,
    );
    expect(stored.body).toMatchObject({ title: course.title, enrollments: 1 });
    const mine = await api.request<{ courseId: string }[]>('GET', '/enrollments/my-courses', {
      token: owner.token,
    });
    expect(mine.body.map((enrollment) => enrollment.courseId)).toEqual([enrolledCourseId]);
    const jobs = await api.request<{ title: string; status: string; applicants: number }[]>(
      'GET',
      '/jobs/mine',
      { token: owner.token },
    );
    expect(jobs.body).toEqual([
      expect.objectContaining({ title: job.title, status: 'open', applicants: 1 }),
    ]);
    const sent = await api.request<{ status: string }[]>('GET', '/applications/mine', {
      token: owner.token,
    });
    expect(sent.body).toEqual([expect.objectContaining({ status: 'New' })]);
  });

  it('the owner may do each of them', async () => {
    // Applications before their job goes: deleting the job deletes them.
    for (const name of [...HIDDEN, ...NAMES]) {
      const { method, url, body } = call(name);
      const response = await api.request(method, url, { token: owner.token, body });
      expect([200, 204], name).toContain(response.status);
    }
  });
});
