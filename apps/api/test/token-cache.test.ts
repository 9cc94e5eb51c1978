import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { createAuthenticator, type Authenticator } from '../src/http/auth.ts';
import { LruCache } from '../src/util/lru-cache.ts';
import { newUser, testConfig } from './support/harness.ts';

describe('LruCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});

/** Deletes the account on the Auth emulator; verifying its token afresh then fails. */
async function deleteAccount(idToken: string): Promise<void> {
  const response = await fetch(
    `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:delete?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    },
  );
  if (!response.ok) throw new Error(`accounts:delete answered ${response.status}`);
}

describe('verified ID tokens are cached until they expire', () => {
  let auth: Authenticator;
  let fresh: Authenticator;
  beforeAll(() => {
    auth = createAuthenticator(testConfig());
    fresh = createAuthenticator(testConfig());
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await auth?.close();
    await fresh?.close();
  });

  it('a second check of the same token does not ask Firebase again', async () => {
    const user = await newUser('token-cache');
    const first = await auth.verify(`Bearer ${user.token}`);
    expect(first.email).toBe(user.email);
    // In emulator mode every uncached check asks the emulator for the account: once it is
    // deleted, only a cached token still passes. (This is also what a revoked token does.)
    await deleteAccount(user.token);
    await expect(fresh.verify(`Bearer ${user.token}`)).rejects.toMatchObject({ statusCode: 401 });
    expect(await auth.verify(`Bearer ${user.token}`)).toEqual(first);
  });

  it('an entry is not used after the token expires', async () => {
    const user = await newUser('token-expiry');
    await auth.verify(`Bearer ${user.token}`);
    // ID tokens live one hour; two hours later the cached entry must not answer, and the
    // fresh check rejects the expired token.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600 * 1000 });
    await expect(auth.verify(`Bearer ${user.token}`)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('a bad token is never cached as good', async () => {
    await expect(auth.verify('Bearer not-a-token')).rejects.toMatchObject({ statusCode: 401 });
    await expect(auth.verify('Bearer not-a-token')).rejects.toMatchObject({ statusCode: 401 });
  });
});
