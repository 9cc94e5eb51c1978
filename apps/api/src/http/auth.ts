import { createHash, randomUUID } from 'node:crypto';
import { MAX_DISPLAY_NAME_LENGTH } from '@edugate/api-client/constants';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config.ts';
import { unauthorized } from './errors.ts';
import { defined } from '../util/defined.ts';
import { LruCache } from '../util/lru-cache.ts';

/** Verified tokens kept at most; an ID token lives an hour, so this is one hour's sign-ins. */
export const TOKEN_CACHE_SIZE = 10_000;

export interface AuthUser {
  uid: string;
  /** Lower-cased; null for accounts without an e-mail (e.g. phone sign-in). */
  email: string | null;
  name: string | null;
  /** The sign-in's photo (the token's `picture`) when it is an http(s) URL; null otherwise. */
  picture: string | null;
}

export interface Authenticator {
  verify(authorization: string | undefined): Promise<AuthUser>;
  /**
   * Deletes the identity provider's account (Firebase's admin API, the emulator's locally). An
   * account already gone counts as deleted. This process accepts none of its tokens afterwards.
   */
  deleteUser(uid: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. Each server gets its own named app, so
 * several servers (tests, benchmarks) can live in one process and be closed independently.
 */
export function createAuthenticator(config: Config): Authenticator {
  if (config.firebaseAuthEmulatorHost) {
    // firebase-admin reads the emulator address only from the environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  }
  const app: App = initializeApp(
    { projectId: config.firebaseProjectId },
    `edugate-api-${randomUUID()}`,
  );
  const auth = getAuth(app);
  // Keyed by a hash, so the cache never holds a usable credential.
  const verified = new LruCache<string, { user: AuthUser; expiresAt: number }>(TOKEN_CACHE_SIZE);
  /** Accounts deleted through this process: their cached (still unexpired) tokens are refused. */
  const deleted = new Set<string>();
  return {
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      }
      deleted.add(uid);
    },
    async verify(authorization) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
      if (!match) throw unauthorized();
      const idToken = defined(match[1]);
      const key = createHash('sha256').update(idToken).digest('base64url');
      const cached = verified.get(key);
      if (cached && deleted.has(cached.user.uid)) throw unauthorized();
      if (cached && cached.expiresAt > Date.now()) return cached.user;
      if (cached) verified.delete(key);
      try {
        const token = await auth.verifyIdToken(idToken);
        if (deleted.has(token.uid)) throw unauthorized();
        const user: AuthUser = {
          uid: token.uid,
          email: typeof token.email === 'string' ? token.email.toLowerCase() : null,
          name: displayNameFrom(token.name),
          picture: pictureFrom(token.picture),
        };
        // Until the token's own expiry (`exp`, seconds): the signature, audience and issuer
        // cannot change in that time, so a repeat check would only repeat the same answer.
        verified.set(key, { user, expiresAt: token.exp * 1000 });
        return user;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        // Token problems are the caller's (401); an unreachable emulator or key server is ours (500).
        if (
          typeof code === 'string' &&
          code.startsWith('auth/') &&
          code !== 'auth/internal-error'
        ) {
          throw unauthorized('Your sign-in has expired or is not valid. Please sign in again.');
        }
        throw error;
      }
    },
    close: () => deleteApp(app),
  };
}

/**
 * The token's name as EduGate shows it: trimmed, and cut to MAX_DISPLAY_NAME_LENGTH characters
 * (whole code points), since a provider's profile may carry a name of any length.
 */
export function displayNameFrom(name: unknown): string | null {
  if (typeof name !== 'string' || !name.trim()) return null;
  return Array.from(name.trim()).slice(0, MAX_DISPLAY_NAME_LENGTH).join('').trim();
}

/** The token's photo, kept only as an http(s) URL: the public portfolio page shows it. */
export function pictureFrom(picture: unknown): string | null {
  if (typeof picture !== 'string' || picture.length > 2048) return null;
  return /^https?:\/\/\S+$/i.test(picture) ? picture : null;
}
