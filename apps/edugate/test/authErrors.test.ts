import { describe, expect, it } from 'vitest';
import { toAuthError } from '../src/session/authErrors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('toAuthError maps provider failures to docs/product.md texts', () => {
  it.each([
    ['login', 'auth/invalid-credential', 'Invalid email or password'],
    ['google', 'auth/popup-closed-by-user', 'Google login failed'],
    ['googleSignup', 'auth/popup-closed-by-user', 'Google signup failed'],
    ['github', 'auth/popup-closed-by-user', 'Github login failed'],
    [
      'github',
      'auth/account-exists-with-different-credential',
      'An account already exists with the same email address but different sign-in credentials. Please use the original provider to log in.',
    ],
    // ADR 8: Google refused for an address registered another way gets GitHub's text.
    [
      'google',
      'auth/account-exists-with-different-credential',
      'An account already exists with the same email address but different sign-in credentials. Please use the original provider to log in.',
    ],
    [
      'googleSignup',
      'auth/account-exists-with-different-credential',
      'An account already exists with the same email address but different sign-in credentials. Please use the original provider to log in.',
    ],
    ['googleSignup', 'auth/internal-error', 'Google signup failed'],
    [
      'register',
      'auth/email-already-in-use',
      'This email is already registered. Please use a different email or try logging in.',
    ],
    ['register', 'auth/invalid-email', 'Please enter a valid email address.'],
    [
      'register',
      'auth/operation-not-allowed',
      'Email/password accounts are not enabled. Please contact support.',
    ],
    ['register', 'auth/weak-password', 'Password is too weak. Please use a stronger password.'],
  ] as const)('%s with %s', (action, code, message) => {
    const error = toAuthError(action, firebaseError(code));
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });

  it("uses the provider's message for other registration failures, else the fallback", () => {
    expect(
      toAuthError('register', firebaseError('auth/quota-exceeded', 'Quota exceeded.')).message,
    ).toBe('Quota exceeded.');
    expect(toAuthError('register', { code: 'auth/unknown' }).message).toBe(
      'Registration failed. Please try again.',
    );
  });
});
