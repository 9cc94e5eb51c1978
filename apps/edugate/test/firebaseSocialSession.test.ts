/**
 * Google and GitHub sign-in through the emulator path, against the real Auth emulator: the adapter
 * asks `chooseAccount` (the dialog in the app, a function here) and signs in with the claims the
 * emulator accepts, with no popup and no request beyond localhost.
 */
import { fetchSignInMethodsForEmail } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthEmulator, type RunningEmulator } from '../../api/test/support/emulator';
import {
  isSignInCancelled,
  type ChooseAccount,
  type EmulatorAccount,
} from '../src/session/firebase';
import { claimsOf, startSession, uniqueEmail, until } from './support/sessionHarness';

const ACCOUNT_EXISTS =
  'An account already exists with the same email address but different sign-in credentials. Please use the original provider to log in.';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startAuthEmulator();
}, 120_000);
afterAll(() => emulator?.stop());

function choosing(account: EmulatorAccount | null) {
  return vi.fn<ChooseAccount>(async () => account);
}

describe('FirebaseSession social sign-in (Auth emulator)', () => {
  it.each([
    ['google', 'signInWithGoogle'],
    ['github', 'signInWithGithub'],
  ] as const)(
    'signs in with %s as the chosen test account',
    async (provider, method) => {
      const email = uniqueEmail(`social-${provider}`);
      const chooseAccount = choosing({ name: 'Mary Jackson', email });
      const { source, jwtRequests, dispose } = startSession(emulator.host, { chooseAccount });
      await until(source, (s) => s.status === 'signedOut');

      await source.session[method]();
      expect(chooseAccount).toHaveBeenCalledExactlyOnceWith(provider);
      const signedIn = await until(source, (s) => s.status === 'signedIn');
      expect(signedIn.user).toEqual({
        email,
        displayName: 'Mary Jackson',
        photoURL: expect.stringMatching(/^data:image\/svg\+xml,/),
        // How the profile knows there is no password to change.
        signInMethods: [`${provider}.com`],
      });
      const token = await signedIn.getIdToken();
      // The name the API stores for this person's courses is in the very first token.
      expect(claimsOf(token)).toMatchObject({ email, name: 'Mary Jackson' });
      await expect.poll(() => jwtRequests.length).toBe(1);
      expect(jwtRequests[0]).toEqual({ authorization: `Bearer ${token}`, body: { email } });

      // The same test account again is the same Firebase user, as with a real provider.
      const uid = source.auth.currentUser?.uid;
      await signedIn.signOut();
      await until(source, (s) => s.status === 'signedOut');
      await source.session[method]();
      await until(source, (s) => s.status === 'signedIn');
      expect(source.auth.currentUser?.uid).toBe(uid);
      expect(source.auth.currentUser?.providerData.map((p) => p.providerId)).toEqual([
        provider === 'google' ? 'google.com' : 'github.com',
      ]);
      await dispose();
    },
    60_000,
  );

  it.each([
    ['signInWithGoogle', undefined, 'Google login failed'],
    ['signInWithGoogle', 'signup', 'Google signup failed'],
    ['signInWithGoogle', 'login', 'Google login failed'],
    ['signInWithGithub', undefined, 'Github login failed'],
  ] as const)(
    'rejects %s(%s) cancelled in the chooser as a closed popup: %s',
    async (method, intent, message) => {
      const { source, jwtRequests, dispose } = startSession(emulator.host, {
        chooseAccount: choosing(null),
      });
      await until(source, (s) => s.status === 'signedOut');
      const attempt = source.session[method](intent);
      await expect(attempt).rejects.toMatchObject({
        name: 'AuthError',
        message,
        code: 'auth/popup-closed-by-user',
      });
      // What a screen checks to stay quiet about a cancellation.
      expect(isSignInCancelled(await attempt.catch((error: unknown) => error))).toBe(true);
      expect(source.session.status).toBe('signedOut');
      expect(jwtRequests).toEqual([]);
      await dispose();
    },
  );

  it('gives GitHub’s account-exists error for an address registered with a password', async () => {
    const email = uniqueEmail('taken');
    const { source, dispose } = startSession(emulator.host, {
      chooseAccount: choosing({ name: 'Dorothy Vaughan', email }),
    });
    await until(source, (s) => s.status === 'signedOut');
    await source.session.register({
      name: 'Dorothy Vaughan',
      photoURL: '',
      email,
      password: 'Fortran-1961!',
    });
    await source.session.signOut();
    await until(source, (s) => s.status === 'signedOut');

    // The emulator answers needConfirmation (GitHub claims carry no verified e-mail); the SDK
    // turns that into this code, exactly as real Firebase does with one account per address.
    await expect(source.session.signInWithGithub()).rejects.toMatchObject({
      message: ACCOUNT_EXISTS,
      code: 'auth/account-exists-with-different-credential',
    });
    expect(source.session.status).toBe('signedOut');
    // The password account is untouched.
    await source.session.signIn(email, 'Fortran-1961!');
    expect((await until(source, (s) => s.status === 'signedIn')).user?.email).toBe(email);
    await dispose();
  }, 60_000);

  it('gives GitHub’s account-exists error for an address that signed in with Google', async () => {
    const email = uniqueEmail('google-first');
    const { source, dispose } = startSession(emulator.host, {
      chooseAccount: choosing({ name: 'Annie Easley', email }),
    });
    await until(source, (s) => s.status === 'signedOut');
    await source.session.signInWithGoogle();
    await until(source, (s) => s.status === 'signedIn');
    await source.session.signOut();
    await until(source, (s) => s.status === 'signedOut');
    await expect(source.session.signInWithGithub()).rejects.toMatchObject({
      message: ACCOUNT_EXISTS,
      code: 'auth/account-exists-with-different-credential',
    });
    // Google still signs in, and is still the only way in.
    await source.session.signInWithGoogle();
    await until(source, (s) => s.status === 'signedIn');
    expect(source.auth.currentUser?.providerData.map((p) => p.providerId)).toEqual(['google.com']);
    await dispose();
  }, 60_000);

  // ADR 8: a person never loses a way to sign in. Firebase (and the emulator for any address)
  // lets Google, which vouches for the address, remove an unverified password or GitHub sign-in;
  // the adapter refuses instead, with the account-exists text, and the account stays as it was.
  it.each([
    ['a password', 'password'],
    ['GitHub', 'github.com'],
  ] as const)(
    'refuses Google for an address registered with %s, which keeps working',
    async (_first, method) => {
      const email = uniqueEmail(`keep-${method}`);
      const { source, dispose } = startSession(emulator.host, {
        chooseAccount: choosing({ name: 'Evelyn Boyd', email }),
      });
      await until(source, (s) => s.status === 'signedOut');
      if (method === 'password') {
        await source.session.register({
          name: 'Evelyn',
          photoURL: '',
          email,
          password: 'Matrix-1956!',
        });
      } else {
        await source.session.signInWithGithub();
      }
      const uid = source.auth.currentUser?.uid;
      await source.session.signOut();
      await until(source, (s) => s.status === 'signedOut');

      for (const intent of ['login', 'signup'] as const) {
        await expect(source.session.signInWithGoogle(intent)).rejects.toMatchObject({
          name: 'AuthError',
          message: ACCOUNT_EXISTS,
          code: 'auth/account-exists-with-different-credential',
        });
        expect(source.session.status).toBe('signedOut');
      }
      // The emulator still lists the original way in, and only it; it still signs in.
      expect(await fetchSignInMethodsForEmail(source.auth, email)).toEqual([method]);
      if (method === 'password') {
        await source.session.signIn(email, 'Matrix-1956!');
      } else {
        await source.session.signInWithGithub();
      }
      await until(source, (s) => s.status === 'signedIn');
      expect(source.auth.currentUser?.uid).toBe(uid);
      expect(source.auth.currentUser?.providerData.map((p) => p.providerId)).toEqual([method]);
      await dispose();
    },
    60_000,
  );

  it.each([
    ['google', 'signInWithGoogle', 'google.com'],
    ['github', 'signInWithGithub', 'github.com'],
  ] as const)(
    'keeps a %s account when the same address then tries a password',
    async (provider, method, providerId) => {
      const email = uniqueEmail(`${provider}-then-password`);
      const { source, dispose } = startSession(emulator.host, {
        chooseAccount: choosing({ name: 'Christine Darden', email }),
      });
      await until(source, (s) => s.status === 'signedOut');
      await source.session[method]();
      const uid = source.auth.currentUser?.uid;
      await source.session.signOut();
      await until(source, (s) => s.status === 'signedOut');

      await expect(
        source.session.register({
          name: 'Christine',
          photoURL: '',
          email,
          password: 'Sonic-1967!',
        }),
      ).rejects.toMatchObject({
        message:
          'This email is already registered. Please use a different email or try logging in.',
        code: 'auth/email-already-in-use',
      });
      await expect(source.session.signIn(email, 'Sonic-1967!')).rejects.toThrow(
        'Invalid email or password',
      );
      expect(source.session.status).toBe('signedOut');

      expect(await fetchSignInMethodsForEmail(source.auth, email)).toEqual([providerId]);
      await source.session[method]();
      await until(source, (s) => s.status === 'signedIn');
      expect(source.auth.currentUser?.uid).toBe(uid);
      expect(source.session.user?.displayName).toBe('Christine Darden');
      await dispose();
    },
    60_000,
  );

  it('reports a chooser that fails with the provider’s failure text', async () => {
    const { source, dispose } = startSession(emulator.host, {
      chooseAccount: async () => {
        throw new Error('chunk failed to load');
      },
    });
    await until(source, (s) => s.status === 'signedOut');
    const failure = await source.session.signInWithGithub().catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'Github login failed' });
    expect(isSignInCancelled(failure)).toBe(false);
    await expect(source.session.signInWithGoogle('signup')).rejects.toThrow('Google signup failed');
    await dispose();
  }, 60_000);

  it('never uses the chooser with a real Firebase project (the popup is used instead)', async () => {
    const chooseAccount = choosing({ name: 'Nobody', email: 'nobody@example.com' });
    const { source, dispose } = startSession(emulator.host, {
      chooseAccount,
      env: {
        VITE_FIREBASE_PROJECT_ID: 'edugate-real',
        VITE_FIREBASE_API_KEY: 'AIza-test-key',
      },
    });
    expect(source.emulated).toBe(false);
    await until(source, (s) => s.status === 'signedOut');
    // Node has no popups: the real path fails here, which shows it was the one taken.
    await expect(source.session.signInWithGoogle()).rejects.toThrow('Google login failed');
    expect(chooseAccount).not.toHaveBeenCalled();
    await dispose();
  }, 60_000);
});
