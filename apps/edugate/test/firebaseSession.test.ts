/**
 * The app's Firebase adapter against the real Auth emulator: what the UI sees through the Session
 * interface when a person registers, signs out, signs in, and mistypes a password.
 */
import { createApiClient } from '@edugate/api-client';
import type { Session } from '@edugate/ui';
import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type RunningEmulator } from '../../api/test/support/emulator';
import { readConfig } from '../src/config';
import { FirebaseSession } from '../src/session';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startAuthEmulator();
}, 120_000);
afterAll(() => emulator?.stop());

function until(
  source: FirebaseSession,
  predicate: (session: Session) => boolean,
): Promise<Session> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('session never reached the state')), 10_000);
    const check = (session: Session) => {
      if (!predicate(session)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(session);
    };
    const unsubscribe = source.subscribe(check);
    check(source.session);
  });
}

describe('FirebaseSession (Auth emulator)', () => {
  it('registers, asks the API for a session cookie, signs out and signs back in', async () => {
    const jwtRequests: { authorization: string | null; body: unknown }[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getIdToken: () => source.session.getIdToken(),
      fetch: async (input) => {
        const request = input as Request;
        jwtRequests.push({
          authorization: request.headers.get('Authorization'),
          body: await request.json(),
        });
        return Response.json({ success: true, expiresAt: '2026-03-15T13:00:00.000Z' });
      },
    });
    const config = readConfig({ VITE_FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
    const app = initializeApp(config.firebase, `register-${Date.now()}`);
    const source = new FirebaseSession(config, () => api, app);

    expect(source.session.status).toBe('loading');
    await until(source, (s) => s.status === 'signedOut');

    const email = `learner-${Date.now()}@example.com`;
    await source.session.register({
      name: 'Katherine Johnson',
      photoURL: 'https://example.com/katherine.png',
      email,
      password: 'Orbit-1962!',
    });
    const signedIn = await until(source, (s) => s.user?.displayName === 'Katherine Johnson');
    expect(signedIn.status).toBe('signedIn');
    expect(signedIn.user).toEqual({
      email,
      displayName: 'Katherine Johnson',
      photoURL: 'https://example.com/katherine.png',
    });

    const token = await signedIn.getIdToken();
    expect(token?.split('.')).toHaveLength(3);
    await expect.poll(() => jwtRequests.length).toBeGreaterThan(0);
    expect(jwtRequests[0]).toEqual({ authorization: `Bearer ${token}`, body: { email } });

    await signedIn.signOut();
    const signedOut = await until(source, (s) => s.status === 'signedOut');
    expect(signedOut.user).toBeNull();
    expect(await signedOut.getIdToken()).toBeNull();

    await signedOut.signIn(email, 'Orbit-1962!');
    expect((await until(source, (s) => s.status === 'signedIn')).user?.email).toBe(email);

    await expect(source.session.signIn(email, 'wrong-password')).rejects.toThrow(
      'Invalid email or password',
    );
    await deleteApp(app);
  }, 60_000);

  it('explains a second registration with the same e-mail in SPEC.md words', async () => {
    const config = readConfig({ VITE_FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
    const app = initializeApp(config.firebase, `duplicate-${Date.now()}`);
    const noApi = createApiClient({
      baseUrl: 'http://api.test',
      getIdToken: async () => null,
      fetch: async () => Response.json({}),
    });
    const source = new FirebaseSession(config, () => noApi, app);
    await until(source, (s) => s.status !== 'loading');
    const input = {
      name: 'Ada',
      photoURL: '',
      email: `twice-${Date.now()}@example.com`,
      password: 'Engine-1843!',
    };
    await source.session.register(input);
    await source.session.signOut();
    await expect(source.session.register(input)).rejects.toThrow(
      'This email is already registered. Please use a different email or try logging in.',
    );
    await deleteApp(app);
  }, 60_000);
});
