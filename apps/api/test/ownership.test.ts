import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

let api: TestApi;
let owner: TestUser;
let stranger: TestUser;
let courseId: string;

const course = {
  title: 'Owned Course',
  description: 'Belongs to its owner.',
  imageUrl: 'https://example.com/owned.png',
  duration: '2 weeks',
  category: 'game development',
};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [owner, stranger] = await Promise.all([api.user('owner'), api.user('stranger')]);
  const created = await api.request<{ _id: string }>('POST', '/courses', {
    token: owner.token,
    body: course,
  });
  courseId = created.body._id;
  expect(
    (await api.request('POST', '/enrollments', { token: owner.token, body: { courseId } })).status,
  ).toBe(201);
});
afterAll(() => api?.close());

const NAMES = [
  'PUT /courses/{id}',
  'GET /enrollments/check',
  'GET /enrollments/user/{email}',
  'POST /jwt',
  'DELETE /enrollments',
  'DELETE /courses/{id}',
] as const;

/** Every call that acts on something of the owner's, as the owner would make it, in NAMES order. */
function call(name: (typeof NAMES)[number]): { method: string; url: string; body?: unknown } {
  const email = encodeURIComponent(owner.email);
  switch (name) {
    case 'PUT /courses/{id}':
      return {
        method: 'PUT',
        url: `/courses/${courseId}`,
        body: { ...course, title: 'Taken over' },
      };
    case 'GET /enrollments/check':
      return { method: 'GET', url: `/enrollments/check?userEmail=${email}&courseId=${courseId}` };
    case 'GET /enrollments/user/{email}':
      return { method: 'GET', url: `/enrollments/user/${email}` };
    case 'POST /jwt':
      return { method: 'POST', url: '/jwt', body: { email: owner.email } };
    case 'DELETE /enrollments':
      return { method: 'DELETE', url: '/enrollments', body: { courseId, userEmail: owner.email } };
    case 'DELETE /courses/{id}':
      return { method: 'DELETE', url: `/courses/${courseId}` };
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

  it('per-user lists never show another user’s data', async () => {
    const courses = await api.request<{ _id: string }[]>('GET', '/courses/my-courses', {
      token: stranger.token,
    });
    expect(courses.body).toEqual([]);
    const enrollments = await api.request<unknown[]>('GET', '/enrollments/my-courses', {
      token: stranger.token,
    });
    expect(enrollments.body).toEqual([]);
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
    expect(mine.body.map((enrollment) => enrollment.courseId)).toEqual([courseId]);
  });

  it('the owner may do each of them', async () => {
    for (const name of NAMES) {
      const { method, url, body } = call(name);
      const response = await api.request(method, url, { token: owner.token, body });
      expect([200, 204], name).toContain(response.status);
    }
  });
});
