import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@edugate/api-client/messages';
import type { AccountSettings, Portfolio } from '@edugate/api-client';
import {
  finishCourse,
  oneLessonCourse,
  type OneLessonCourse,
} from './support/one-lesson-course.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

/*
 * A learner's verified skills, their account settings and the public portfolio
 * (docs/product.md, Verified skills and the public portfolio). Every response also passes the
 * contract check of the harness.
 */

let api: TestApi;
let author: TestUser;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  author = await api.user('portfolio-author', 'Paula Author');
});
afterAll(() => api?.close());

/** A course of one article teaching `skills`. */
const course = (title: string, skills: string[]) => oneLessonCourse(api, author, { title, skills });

/** Enrols the learner and finishes the course, then leaves it: the certificate issued. */
const finish = (learner: TestUser, taught: OneLessonCourse) =>
  finishCourse(api, learner, taught, { leave: true });

const verified = async (user: TestUser) => {
  const response = await api.request<string[]>('GET', '/skills/verified', { token: user.token });
  expect(response.status).toBe(200);
  return response.body;
};
const settingsOf = (user: TestUser) =>
  api.request<AccountSettings>('GET', '/account/settings', { token: user.token });
const put = (user: TestUser, body: object) =>
  api.request<AccountSettings & { error: string }>('PUT', '/account/settings', {
    token: user.token,
    body,
  });
const portfolio = (handle: string) =>
  api.request<Portfolio & { error: string }>('GET', `/portfolios/${encodeURIComponent(handle)}`);
const revoke = (user: TestUser, id: string) =>
  api.request('POST', `/certificates/${id}/revoke`, { token: user.token });

let serial = 0;
/** A handle no other test of the run uses. */
const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}-${(serial += 1)}`;

describe('who may', () => {
  it.each([
    ['GET', '/skills/verified'],
    ['GET', '/account/settings'],
    ['PUT', '/account/settings'],
  ])('%s %s signed out is 401', async (method, url) => {
    const response = await api.request<{ error: string }>(method, url, {
      ...(method === 'PUT' ? { body: { portfolioPublic: false } } : {}),
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(messages.signIn);
  });

  it('reads a portfolio signed out, and never sees or changes anyone else’s settings', async () => {
    const owner = await api.user('owner', 'Olivia Owner');
    const other = await api.user('other', 'Oscar Other');
    const handle = uniqueHandle('olivia');
    expect((await put(owner, { handle, portfolioPublic: true })).status).toBe(200);
    // The other account's settings are its own defaults, and its save touches only its own row.
    expect((await settingsOf(other)).body.handle).toBeNull();
    expect(
      (await put(other, { portfolioPublic: false, jobMatchNotifications: false })).status,
    ).toBe(200);
    expect((await settingsOf(owner)).body).toEqual({
      handle,
      portfolioPublic: true,
      jobMatchNotifications: true,
    });
    const page = await portfolio(handle);
    expect(page.status).toBe(200);
    expect(page.body.name).toBe('Olivia Owner');
    // Nothing on the public page gives the owner's address away.
    expect(page.text).not.toContain(owner.email);
  });
});

describe('verified skills', () => {
  it('are the skills of the courses with an unrevoked certificate, alphabetically', async () => {
    const learner = await api.user('verified', 'Vera Verified');
    expect(await verified(learner)).toEqual([]);
    const first = await finish(learner, await course('Layouts', ['CSS layout', 'Accessibility']));
    await finish(learner, await course('Components', ['React', 'accessibility']));
    // 'accessibility' is the existing skill whatever its case: listed once.
    expect(await verified(learner)).toEqual(['Accessibility', 'CSS layout', 'React']);
    expect((await revoke(learner, first._id)).status).toBe(200);
    // The second course still proves Accessibility; CSS layout came only from the revoked one.
    expect(await verified(learner)).toEqual(['Accessibility', 'React']);
  });

  it('of a deleted course are gone, though its certificate stays', async () => {
    const learner = await api.user('deleted-course', 'Dana Deleted');
    const taught = await course('Short-lived', ['Kotlin']);
    await finish(learner, taught);
    expect(await verified(learner)).toEqual(['Kotlin']);
    const removed = await api.request('DELETE', `/courses/${taught.courseId}`, {
      token: author.token,
    });
    expect(removed.status).toBe(204);
    expect(await verified(learner)).toEqual([]);
  });

  it('are only ever the caller’s own', async () => {
    const learner = await api.user('holder', 'Hana Holder');
    const stranger = await api.user('stranger', 'Sid Stranger');
    await finish(learner, await course('Queries', ['SQL']));
    expect(await verified(learner)).toEqual(['SQL']);
    expect(await verified(stranger)).toEqual([]);
  });
});

describe('account settings', () => {
  it('start at the defaults: no handle, portfolio off, job-match notifications on', async () => {
    const user = await api.user('defaults');
    const response = await settingsOf(user);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      handle: null,
      portfolioPublic: false,
      jobMatchNotifications: true,
    });
  });

  it('change only the fields sent', async () => {
    const user = await api.user('partial', 'Pia Partial');
    const handle = uniqueHandle('pia');
    expect((await put(user, { jobMatchNotifications: false })).body).toEqual({
      handle: null,
      portfolioPublic: false,
      jobMatchNotifications: false,
    });
    expect((await put(user, { handle })).body).toEqual({
      handle,
      portfolioPublic: false,
      jobMatchNotifications: false,
    });
    expect((await put(user, { portfolioPublic: true })).body).toEqual({
      handle,
      portfolioPublic: true,
      jobMatchNotifications: false,
    });
    expect((await put(user, {})).body).toEqual({
      handle,
      portfolioPublic: true,
      jobMatchNotifications: false,
    });
    // What was saved is what is read back.
    expect((await settingsOf(user)).body).toEqual({
      handle,
      portfolioPublic: true,
      jobMatchNotifications: false,
    });
    // The handle can be given up once the page is off.
    expect((await put(user, { handle: null })).status).toBe(400);
    expect((await put(user, { handle: null, portfolioPublic: false })).body.handle).toBeNull();
  });

  it.each([
    ['ab', messages.handleTooShort],
    ['x'.repeat(31), messages.handleTooLong],
    ['Ada-Lovelace', messages.handleFormat],
    ['ada lovelace', messages.handleFormat],
    ['ada_lovelace', messages.handleFormat],
    ['adà', messages.handleFormat],
    ['ada.l', messages.handleFormat],
  ])('refuse the handle %j with a 400 naming the field', async (handle, error) => {
    const user = await api.user('bad-handle');
    const response = await put(user, { handle });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect((await settingsOf(user)).body.handle).toBeNull();
  });

  it('word the handle errors clearly', () => {
    expect(messages.handleTooShort).toBe('Handle must be at least 3 characters long.');
    expect(messages.handleTooLong).toBe('Handle must be at most 30 characters long.');
    expect(messages.handleFormat).toBe(
      'Handle must use only lower-case letters a-z, digits 0-9 and hyphens (-).',
    );
  });

  it('accept 3 and 30 characters of a-z, 0-9 and -', async () => {
    const user = await api.user('edges');
    const thirty = `e${Date.now().toString(36)}`.padEnd(30, '-9');
    expect(thirty).toHaveLength(30);
    expect((await put(user, { handle: thirty })).body.handle).toBe(thirty);
    const three = `${(Date.now() % 46_656).toString(36).padStart(3, '0')}`;
    const short = await put(user, { handle: three });
    // Another test run may hold the same three characters: then it is taken, never malformed.
    expect([200, 409]).toContain(short.status);
  });

  it('refuse turning the portfolio on without a handle', async () => {
    const user = await api.user('no-handle');
    const response = await put(user, { portfolioPublic: true });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(messages.portfolioNeedsHandle);
    expect((await settingsOf(user)).body.portfolioPublic).toBe(false);
  });

  it("refuse another account's handle with 409, and its upper-case form with 400", async () => {
    const [first, second] = await Promise.all([api.user('first'), api.user('second')]);
    const handle = uniqueHandle('taken');
    expect((await put(first, { handle })).status).toBe(200);
    const taken = await put(second, { handle });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'That handle is taken.' });
    expect(messages.handleTaken).toBe('That handle is taken.');
    // Handles are lower-case only: no second account holds the same one in capitals.
    const upper = await put(second, { handle: handle.toUpperCase() });
    expect(upper.status).toBe(400);
    expect(upper.body.error).toBe(messages.handleFormat);
    // Saving one's own handle again is no conflict.
    expect((await put(first, { handle })).status).toBe(200);
  });

  it('give a handle to exactly one of two accounts claiming it at once', async () => {
    const users = await Promise.all([api.user('race-a'), api.user('race-b'), api.user('race-c')]);
    const handle = uniqueHandle('race');
    const answers = await Promise.all(users.map((user) => put(user, { handle })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('free the handle when the account is deleted', async () => {
    const leaving = await api.user('leaving', 'Lee Leaving');
    const handle = uniqueHandle('leaving');
    expect((await put(leaving, { handle, portfolioPublic: true })).status).toBe(200);
    expect((await api.request('DELETE', '/account', { token: leaving.token })).status).toBe(204);
    const rows = await api.database.db.read(
      'SELECT 1 FROM account_settings WHERE user_email = $1',
      [leaving.email],
    );
    expect(rows).toEqual([]);
    expect((await portfolio(handle)).status).toBe(404);
    const next = await api.user('next');
    expect((await put(next, { handle })).status).toBe(200);
  });
});

describe('the public portfolio', () => {
  it('is a 404 while off, shown once on, and a 404 again once off, each 404 alike', async () => {
    const learner = await api.user('portfolio', 'Priya Portfolio');
    const handle = uniqueHandle('priya');
    const older = await finish(learner, await course('Typed Scripts', ['TypeScript']));
    const newer = await finish(learner, await course('Secret Codes', ['Cryptography']));
    const unknown = await portfolio(uniqueHandle('nobody'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: messages.portfolioNotFound });

    expect((await put(learner, { handle })).status).toBe(200);
    const off = await portfolio(handle);
    expect(off.status).toBe(404);
    // No existence leak: the same answer as for a handle nobody holds.
    expect(off.body).toEqual(unknown.body);

    expect((await put(learner, { portfolioPublic: true })).status).toBe(200);
    const on = await portfolio(handle);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      handle,
      name: 'Priya Portfolio',
      verifiedSkills: ['Cryptography', 'TypeScript'],
      certificates: [newer, older],
    });
    // Public but revalidated on every reuse: a revocation or turning it off shows at once.
    expect(on.headers['cache-control']).toBe('public, no-cache');
    const etag = on.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await api.request('GET', `/portfolios/${handle}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    expect((await put(learner, { portfolioPublic: false })).status).toBe(200);
    const offAgain = await portfolio(handle);
    expect(offAgain.status).toBe(404);
    expect(offAgain.body).toEqual(unknown.body);
  });

  it('drops a revoked certificate and the skills only it proved', async () => {
    const learner = await api.user('revoker', 'Rui Revoker');
    const handle = uniqueHandle('rui');
    const kept = await finish(learner, await course('Kept Course', ['SQL']));
    const dropped = await finish(learner, await course('Dropped Course', ['Kotlin']));
    expect((await put(learner, { handle, portfolioPublic: true })).status).toBe(200);
    const before = await portfolio(handle);
    expect(before.body.certificates.map((c) => c._id)).toEqual([dropped._id, kept._id]);
    expect(before.body.verifiedSkills).toEqual(['Kotlin', 'SQL']);
    expect((await revoke(learner, dropped._id)).status).toBe(200);
    const after = await portfolio(handle);
    expect(after.body.certificates.map((c) => c._id)).toEqual([kept._id]);
    expect(after.body.verifiedSkills).toEqual(['SQL']);
    // The revalidation sees the change: the old ETag no longer matches.
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows a certificate earned after the page was turned on', async () => {
    const learner = await api.user('late', 'Lars Late');
    const handle = uniqueHandle('lars');
    expect((await put(learner, { handle, portfolioPublic: true })).status).toBe(200);
    expect((await portfolio(handle)).body.certificates).toEqual([]);
    const certificate = await finish(learner, await course('Late Course', ['React']));
    const page = await portfolio(handle);
    expect(page.body.certificates).toEqual([certificate]);
    expect(page.body.verifiedSkills).toEqual(['React']);
  });

  it('shows the name of the last save, and never the whole e-mail', async () => {
    const nameless = await api.user('nameless', null);
    const handle = uniqueHandle('nameless');
    expect((await put(nameless, { handle, portfolioPublic: true })).status).toBe(200);
    const page = await portfolio(handle);
    expect(page.body.name).toBe(nameless.email.split('@')[0]);
    expect(page.body.photoUrl).toBeUndefined();
    expect(page.text).not.toContain(nameless.email);
  });

  it("shows the sign-in's photo when it is an http(s) URL, and none for anything else", async () => {
    const user = await api.user('pictured', 'Pia Pictured');
    /** The account's photo changed at the provider: a new sign-in's token carries it. */
    const withPhoto = async (photoUrl: string): Promise<TestUser> => {
      const emulator = `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1`;
      const post = async (operation: string, body: object) => {
        const response = await fetch(`${emulator}/${operation}?key=fake`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { idToken?: string; error?: { message: string } };
      };
      const updated = await post('accounts:update', { idToken: user.token, photoUrl });
      expect(updated.error).toBeUndefined();
      // The test accounts' password (support/emulator.ts).
      const signedIn = await post('accounts:signInWithPassword', {
        email: user.email,
        password: 'Secret-123!',
        returnSecureToken: true,
      });
      expect(signedIn.idToken, JSON.stringify(signedIn)).toBeTruthy();
      return { ...user, token: signedIn.idToken! };
    };
    const handle = uniqueHandle('pictured');
    const photo = 'https://images.example.com/pia.png';
    expect((await put(await withPhoto(photo), { handle, portfolioPublic: true })).status).toBe(200);
    expect((await portfolio(handle)).body.photoUrl).toBe(photo);
    // A picture that is no web address is never shown on the public page.
    expect((await put(await withPhoto('ftp://images.example.com/pia.png'), {})).status).toBe(200);
    expect((await portfolio(handle)).body.photoUrl).toBeUndefined();
  });

  it.each(['AB', 'a', 'x'.repeat(31), 'not a handle', 'a.b.c'])(
    'answers the 404 for %j, a handle nobody can hold',
    async (handle) => {
      const response = await portfolio(handle);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(messages.portfolioNotFound);
    },
  );
});
