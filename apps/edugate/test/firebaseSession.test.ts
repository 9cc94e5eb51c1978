/**
 * The app's Firebase adapter against the real Auth emulator: what the UI sees through the Session
 * interface when a person registers, signs out, signs in, and mistypes a password, and what the
 * API hears on POST /jwt.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROJECT_ID,
  startAuthEmulator,
  type RunningEmulator,
} from '../../api/test/support/emulator';
import { claimsOf, recordStates, startSession, uniqueEmail, until } from './support/sessionHarness';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startAuthEmulator();
}, 120_000);
afterAll(() => emulator?.stop());

describe('FirebaseSession with e-mail and password (Auth emulator)', () => {
  it('registers, asks the API for a session cookie, signs out and signs back in', async () => {
    const { source, jwtRequests, dispose } = startSession(emulator.host);
    // RequireAuth shows its spinner for 'loading' and redirects only once this becomes 'signedOut'.
    expect(source.session.status).toBe('loading');
    expect(source.session.user).toBeNull();
    await until(source, (s) => s.status === 'signedOut');

    const states = recordStates(source);
    const email = uniqueEmail('learner');
    await source.session.register({
      name: '  Katherine Johnson ',
      photoURL: 'https://example.com/katherine.png',
      email,
      password: 'Orbit-1962!',
    });
    // No subscriber ever sees the new account without the name and picture it registered with.
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) {
      expect(state.status).toBe('signedIn');
      expect(state.user).toEqual({
        email,
        displayName: 'Katherine Johnson',
        photoURL: 'https://example.com/katherine.png',
        signInMethods: ['password'],
      });
    }

    const token = await source.session.getIdToken();
    expect(token?.split('.')).toHaveLength(3);
    await expect.poll(() => jwtRequests.length).toBe(1);
    expect(jwtRequests[0]).toEqual({ authorization: `Bearer ${token}`, body: { email } });

    await source.session.signOut();
    const signedOut = await until(source, (s) => s.status === 'signedOut');
    expect(signedOut.user).toBeNull();
    expect(await signedOut.getIdToken()).toBeNull();
    // Signing out has no e-mail: no session-token request.
    expect(jwtRequests).toHaveLength(1);

    await signedOut.signIn(email, 'Orbit-1962!');
    const signedIn = await until(source, (s) => s.status === 'signedIn');
    expect(signedIn.user?.displayName).toBe('Katherine Johnson');
    await expect.poll(() => jwtRequests.length).toBe(2);
    expect(jwtRequests[1]).toEqual({
      authorization: `Bearer ${await signedIn.getIdToken()}`,
      body: { email },
    });
    await dispose();
  }, 60_000);

  it('sends the registered name in the very first ID token, the one POST /jwt and writes carry', async () => {
    // The API takes a course's instructor name from the token's `name` claim: a token minted
    // before updateProfile would make the first course published under the e-mail address.
    const { source, jwtRequests, dispose } = startSession(emulator.host);
    await until(source, (s) => s.status === 'signedOut');
    const email = uniqueEmail('priya');
    await source.session.register({
      name: ' Priya Patel ',
      photoURL: '',
      email,
      password: 'Sari-2026!',
    });
    const token = await source.session.getIdToken();
    expect(claimsOf(token)).toMatchObject({
      email,
      name: 'Priya Patel',
      picture: expect.stringMatching(/^data:image\/svg\+xml,/),
    });
    await expect.poll(() => jwtRequests.length).toBe(1);
    expect(jwtRequests[0]?.authorization).toBe(`Bearer ${token}`);
    await dispose();
  }, 60_000);

  it('answers a wrong password or an unknown address with docs/product.md’s login failure', async () => {
    const { source, dispose } = startSession(emulator.host);
    await until(source, (s) => s.status === 'signedOut');
    const email = uniqueEmail('typo');
    await source.session.register({ name: 'Ada', photoURL: '', email, password: 'Engine-1843!' });
    await source.session.signOut();
    await until(source, (s) => s.status === 'signedOut');

    const wrongPassword = source.session.signIn(email, 'wrong-password');
    await expect(wrongPassword).rejects.toThrow('Invalid email or password');
    await expect(wrongPassword).rejects.toMatchObject({ code: 'auth/wrong-password' });
    await expect(
      source.session.signIn(uniqueEmail('nobody'), 'Engine-1843!'),
    ).rejects.toMatchObject({ message: 'Invalid email or password', code: 'auth/user-not-found' });
    expect(source.session.status).toBe('signedOut');
    await dispose();
  }, 60_000);

  it('makes a small local avatar from the name when no photo URL is given', async () => {
    const { source, dispose } = startSession(emulator.host);
    await until(source, (s) => s.status === 'signedOut');
    await source.session.register({
      name: 'Grace Brewster Hopper',
      photoURL: '   ',
      email: uniqueEmail('avatar'),
      password: 'Cobol-1959!',
    });
    const photoURL = source.session.user?.photoURL ?? '';
    expect(photoURL).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(photoURL)).toContain('>GH</text>');
    expect(photoURL.length).toBeLessThan(400);
    // Firebase stored it: a fresh sign-in reads it back from the emulator.
    const email = source.session.user?.email ?? '';
    await source.session.signOut();
    await source.session.signIn(email, 'Cobol-1959!');
    expect((await until(source, (s) => s.status === 'signedIn')).user?.photoURL).toBe(photoURL);
    await dispose();
  }, 60_000);

  it('explains a second registration with the same e-mail in docs/product.md words', async () => {
    const { source, dispose } = startSession(emulator.host);
    await until(source, (s) => s.status !== 'loading');
    const input = {
      name: 'Ada',
      photoURL: '',
      email: uniqueEmail('twice'),
      password: 'Engine-1843!',
    };
    await source.session.register(input);
    await source.session.signOut();
    await expect(source.session.register(input)).rejects.toMatchObject({
      message: 'This email is already registered. Please use a different email or try logging in.',
      code: 'auth/email-already-in-use',
    });
    expect(source.session.status).toBe('signedOut');
    await dispose();
  }, 60_000);

  it('stays signed in when POST /jwt fails or cannot be reached, and only logs it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let answer = () => Response.json({ error: 'Server exploded' }, { status: 500 });
    const { source, jwtRequests, dispose } = startSession(emulator.host, {
      answerJwt: () => answer(),
    });
    await until(source, (s) => s.status === 'signedOut');
    const email = uniqueEmail('offline-api');
    await source.session.register({ name: 'Alan', photoURL: '', email, password: 'Enigma-1941!' });
    await expect.poll(() => jwtRequests.length).toBe(1);
    await expect
      .poll(() => info.mock.calls)
      .toContainEqual([
        'Session token request failed',
        expect.objectContaining({ status: 500, message: 'Server exploded' }),
      ]);
    expect(source.session.status).toBe('signedIn');

    answer = () => {
      throw new TypeError('fetch failed');
    };
    await source.session.signOut();
    await source.session.signIn(email, 'Enigma-1941!');
    await expect.poll(() => jwtRequests.length).toBe(2);
    await expect
      .poll(() => info.mock.calls)
      .toContainEqual([
        'Session token request failed',
        expect.objectContaining({ status: 0, cause: expect.any(TypeError) }),
      ]);
    expect(source.session.status).toBe('signedIn');
    expect(source.session.user?.email).toBe(email);
    info.mockRestore();
    await dispose();
  }, 60_000);
});

/**
 * Item 3's adapter side: RequireAuth and the Login/Register screens read `status` right after an
 * action resolves (to navigate on), so every action must resolve only once the session it
 * publishes says so, never a tick later.
 */
describe('FirebaseSession status transitions (Auth emulator)', () => {
  it('goes loading -> signedOut once, then is signed in or out as soon as each action resolves', async () => {
    const email = uniqueEmail('transitions');
    const { source, dispose } = startSession(emulator.host, {
      chooseAccount: async () => ({ name: 'Katherine Johnson', email: uniqueEmail('social') }),
    });
    const states = recordStates(source);
    expect(source.session.status).toBe('loading');
    await until(source, (s) => s.status !== 'loading');
    expect(states.map((s) => s.status)).toEqual(['signedOut']);

    await source.session.register({
      name: 'Katherine',
      photoURL: '',
      email,
      password: 'Orbit-1962!',
    });
    expect(source.session).toMatchObject({
      status: 'signedIn',
      user: { email, displayName: 'Katherine' },
    });
    await source.session.signOut();
    expect(source.session).toMatchObject({ status: 'signedOut', user: null });
    await source.session.signIn(email, 'Orbit-1962!');
    expect(source.session).toMatchObject({ status: 'signedIn', user: { email } });
    await source.session.signOut();
    expect(source.session.status).toBe('signedOut');
    await source.session.signInWithGoogle();
    expect(source.session).toMatchObject({
      status: 'signedIn',
      user: { displayName: 'Katherine Johnson' },
    });
    await source.session.signOut();
    await source.session.signInWithGithub();
    expect(source.session).toMatchObject({
      status: 'signedIn',
      user: { displayName: 'Katherine Johnson' },
    });

    // A failed attempt leaves the state as it was and publishes nothing.
    const before = states.length;
    await expect(source.session.signIn(email, 'wrong')).rejects.toThrow(
      'Invalid email or password',
    );
    expect(source.session.status).toBe('signedIn');
    expect(states.length).toBe(before);
    // The status never went back to 'loading' after the first answer.
    expect(states.map((s) => s.status)).not.toContain('loading');
    await dispose();
  }, 60_000);

  it('forgot password answers alike for known and unknown addresses; the emulator keeps the link', async () => {
    const { source, dispose } = startSession(emulator.host);
    await until(source, (s) => s.status === 'signedOut');
    const email = uniqueEmail('forgot');
    await source.session.register({ name: 'Hedy', photoURL: '', email, password: 'Spread-1942!' });
    await source.session.signOut();
    await until(source, (s) => s.status === 'signedOut');
    await expect(source.session.sendPasswordReset(email)).resolves.toBeUndefined();
    await expect(source.session.sendPasswordReset(uniqueEmail('nobody'))).resolves.toBeUndefined();
    const response = await fetch(
      `http://${emulator.host}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
    );
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; requestType: string }[];
    };
    expect(oobCodes.filter((c) => c.requestType === 'PASSWORD_RESET').map((c) => c.email)).toEqual([
      email,
    ]);
    await dispose();
  }, 60_000);

  it('changes the name, and the password only with the current one', async () => {
    const { source, dispose } = startSession(emulator.host);
    await until(source, (s) => s.status === 'signedOut');
    const email = uniqueEmail('profile');
    await source.session.register({ name: 'Grace', photoURL: '', email, password: 'Cobol-1959!' });
    await source.session.updateProfile({ name: ' Grace Hopper ', photoURL: '' });
    expect(source.session.user?.displayName).toBe('Grace Hopper');
    expect(source.session.user?.photoURL).toMatch(/^data:image\/svg\+xml,/);
    await expect(source.session.changePassword('wrong', 'Nanosecond-1!')).rejects.toMatchObject({
      kind: 'invalidCredentials',
      message: 'Your current password is incorrect.',
    });
    await source.session.changePassword('Cobol-1959!', 'Nanosecond-1!');
    await source.session.signOut();
    await until(source, (s) => s.status === 'signedOut');
    await source.session.signIn(email, 'Nanosecond-1!');
    expect(source.session.status).toBe('signedIn');
    await dispose();
  }, 60_000);
});
