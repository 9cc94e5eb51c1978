// DELETE /account (docs/product.md, Accounts): a person deletes only their own account, everything it owns
// goes with it in one transaction, and a failure at the identity provider deletes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountData } from '../src/tables/accounts.ts';
import { startTestApi, testIssuer, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

let api: TestApi;

const course = {
  title: 'Account Course',
  description: 'Owned by an account that will be deleted.',
  imageUrl: 'https://example.com/account.png',
  duration: '2 weeks',
  category: 'game development',
};
const job = {
  title: 'Account Job',
  company: 'Account Inc',
  location: 'Remote',
  salary: 'EUR 1',
  type: 'Remote',
  description: 'Posted by an account that will be deleted.',
};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

/** `user` with a course, a job, an enrolment and review on `other`'s course and an application. */
async function world(user: TestUser, other: TestUser) {
  const post = async <T>(who: TestUser, url: string, body: unknown, method = 'POST') => {
    const response = await api.request<T>(method, url, { token: who.token, body });
    expect(response.status, `${method} ${url}`).toBeLessThan(300);
    return response.body;
  };
  const own = await post<{ _id: string }>(user, '/courses', course);
  const theirs = await post<{ _id: string }>(other, '/courses', { ...course, title: 'Theirs' });
  await post(other, '/enrollments', { courseId: own._id });
  await post(user, '/enrollments', { courseId: theirs._id });
  await post(user, `/courses/${theirs._id}/reviews/mine`, { rating: 1, comment: 'Meh' }, 'PUT');
  await post(other, '/enrollments', { courseId: theirs._id }).catch(() => undefined);
  const ownJob = await post<{ _id: string }>(user, '/jobs', job);
  const theirJob = await post<{ _id: string }>(other, '/jobs', { ...job, title: 'Their job' });
  const resume = { resumeUrl: 'https://example.com/cv.pdf' };
  await post(other, `/jobs/${ownJob._id}/apply`, resume);
  await post(user, `/jobs/${theirJob._id}/apply`, resume);
  return { own: own._id, theirs: theirs._id, ownJob: ownJob._id, theirJob: theirJob._id };
}

async function counts(email: string) {
  const [row] = await api.database.db.read<Record<string, number>>(
    `SELECT
       (SELECT count(*)::int FROM courses WHERE added_by_email = $1) AS courses,
       (SELECT count(*)::int FROM enrollments WHERE user_email = $1) AS enrollments,
       (SELECT count(*)::int FROM reviews WHERE user_email = $1) AS reviews,
       (SELECT count(*)::int FROM jobs WHERE posted_by_email = $1) AS jobs,
       (SELECT count(*)::int FROM job_applications WHERE user_email = $1) AS applications`,
    [email],
  );
  return row;
}

describe('DELETE /account', () => {
  it('is refused without a sign-in', async () => {
    const response = await api.request('DELETE', '/account');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: expect.any(String) });
  });

  it("deletes the caller's account and everything it owns, and nobody else's", async () => {
    const [user, other] = await Promise.all([api.user('leaver'), api.user('stayer')]);
    const ids = await world(user, other);
    const otherBefore = await counts(other.email);

    const response = await api.request('DELETE', '/account', { token: user.token });
    expect(response.status).toBe(204);

    expect(await counts(user.email)).toEqual({
      courses: 0,
      enrollments: 0,
      reviews: 0,
      jobs: 0,
      applications: 0,
    });
    // The other person keeps their course (a seat and the review freed) and their job; their
    // enrolment in and application to the deleted account's course and job went with them.
    const theirs = await api.request<{ enrollments: number; rating: number | null }>(
      'GET',
      `/courses/${ids.theirs}`,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.rating).toBeNull();
    expect((await api.request('GET', `/courses/${ids.own}`)).status).toBe(404);
    expect(await counts(other.email)).toEqual({
      ...otherBefore,
      enrollments: otherBefore!.enrollments! - 1,
      applications: otherBefore!.applications! - 1,
    });
    const mine = await api.request<unknown[]>('GET', '/jobs/mine', { token: other.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);

    // The identity provider's account is gone: the token no longer signs in.
    expect((await api.request('GET', '/jobs/mine', { token: user.token })).status).toBe(401);
    // The other person's still does.
    expect((await api.request('GET', '/jobs/mine', { token: other.token })).status).toBe(200);
  });

  it('deletes nothing when the identity provider fails', async () => {
    const [user, other] = await Promise.all([api.user('kept'), api.user('kept-other')]);
    await world(user, other);
    const before = await counts(user.email);
    const accounts = accountData(api.database.db, await testIssuer());
    await expect(
      accounts.remove(user.email, async () => {
        throw new Error('identity provider unreachable');
      }),
    ).rejects.toThrow('identity provider unreachable');
    expect(await counts(user.email)).toEqual(before);
    // And the account still works.
    expect((await api.request('GET', '/jobs/mine', { token: user.token })).status).toBe(200);
  });
});
