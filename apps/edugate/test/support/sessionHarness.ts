/**
 * Builds FirebaseSession instances against a running Auth emulator, with an API client whose
 * fetch records what the app sends to POST /jwt instead of reaching a server.
 */
import { startServerSession } from '@edugate/ui/session/sync';
import { createApiClient, type ApiClient } from '@edugate/api-client';
import type { Session } from '@edugate/ui/session';
import { deleteApp, initializeApp } from 'firebase/app';
import { readConfig } from '../../src/config';
import { FirebaseSession, type ChooseAccount } from '../../src/session/firebase';

export interface JwtRequest {
  authorization: string | null;
  body: unknown;
}

export interface Harness {
  source: FirebaseSession;
  /** Every POST /jwt the app made, in order. */
  jwtRequests: JwtRequest[];
  dispose(): Promise<void>;
}

export interface HarnessOptions {
  chooseAccount?: ChooseAccount;
  /** The API's answer to POST /jwt; by default a success. Throw to simulate a network failure. */
  answerJwt?: () => Response | Promise<Response>;
  /** Environment for readConfig; by default the emulator at `emulatorHost`. */
  env?: Record<string, string>;
}

let appCount = 0;

export function startSession(emulatorHost: string, options: HarnessOptions = {}): Harness {
  const jwtRequests: JwtRequest[] = [];
  const answerJwt =
    options.answerJwt ??
    (() => Response.json({ success: true, expiresAt: '2026-03-15T13:00:00.000Z' }));
  const api: ApiClient = createApiClient({
    baseUrl: 'http://api.test',
    // The client and the session need each other; this runs only after both exist.
    getIdToken: () => source.session.getIdToken(),
    fetch: async (input) => {
      const request = input as Request;
      if (new URL(request.url).pathname !== '/jwt') {
        throw new Error(`unexpected request ${request.method} ${request.url}`);
      }
      jwtRequests.push({
        authorization: request.headers.get('Authorization'),
        body: await request.json(),
      });
      return answerJwt();
    },
  });
  const config = readConfig(options.env ?? { VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost });
  appCount += 1;
  const app = initializeApp(config.firebase, `session-test-${appCount}`);
  const source = new FirebaseSession(config, {
    app,
    ...(options.chooseAccount ? { chooseAccount: options.chooseAccount } : {}),
  });
  // The app's SessionSync sends POST /jwt (through the same client, so with the ID token) on each
  // change to a signed-in user with an e-mail, and only logs the answer: do what it does.
  let lastEmail: string | null = null;
  source.subscribe((session) => {
    const email = session.status === 'signedIn' ? (session.user?.email ?? null) : null;
    if (email === lastEmail) return;
    lastEmail = email;
    if (email) {
      startServerSession(api, email).then(
        (result) => console.info('Session token', result),
        (error: unknown) => console.info('Session token request failed', error),
      );
    }
  });
  return { source, jwtRequests, dispose: () => deleteApp(app) };
}

/** Resolves with the first session state that satisfies `predicate` (the current one included). */
export function until(
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

/** Every state the session publishes from now on. */
export function recordStates(source: FirebaseSession): Session[] {
  const states: Session[] = [];
  source.subscribe((session) => states.push(session));
  return states;
}

/** A fresh address per test, so tests sharing one emulator never meet. */
export function uniqueEmail(prefix: string): string {
  appCount += 1;
  return `${prefix}-${Date.now()}-${appCount}@example.com`;
}

/** The claims of a Firebase ID token (the emulator's are unsigned JWTs): what the API reads. */
export function claimsOf(token: string | null): Record<string, unknown> {
  const payload = token?.split('.')[1];
  if (!payload) throw new Error(`not a JWT: ${String(token)}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
