/**
 * Firebase error codes -> SPEC.md section 8's texts. The screens show `error.message`; the code
 * stays on the error so a screen can special-case it.
 */
const ACCOUNT_EXISTS =
  'An account already exists with the same email address but different sign-in credentials. Please use the original provider to log in.';

const registerMessages: Record<string, string> = {
  'auth/email-already-in-use':
    'This email is already registered. Please use a different email or try logging in.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/operation-not-allowed': 'Email/password accounts are not enabled. Please contact support.',
  'auth/weak-password': 'Password is too weak. Please use a stronger password.',
};

export type AuthAction = 'login' | 'google' | 'github' | 'register' | 'googleSignup';

export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

function providerMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
}

/**
 * The code a sign-in carries when the person closed the popup or the emulator's account chooser:
 * a screen may ignore such a failure instead of showing its text.
 */
export const SIGN_IN_CANCELLED = 'auth/popup-closed-by-user';

export function isSignInCancelled(error: unknown): boolean {
  const code = codeOf(error);
  return code === SIGN_IN_CANCELLED || code === 'auth/cancelled-popup-request';
}

/** The message SPEC.md prescribes for a failed sign-in or registration. */
export function toAuthError(action: AuthAction, error: unknown): AuthError {
  const code = codeOf(error);
  switch (action) {
    case 'login':
      return new AuthError('Invalid email or password', code);
    case 'google':
      return new AuthError('Google login failed', code);
    case 'googleSignup':
      return new AuthError('Google signup failed', code);
    case 'github':
      return new AuthError(
        code === 'auth/account-exists-with-different-credential'
          ? ACCOUNT_EXISTS
          : 'Github login failed',
        code,
      );
    case 'register':
      return new AuthError(
        (code && registerMessages[code]) ??
          providerMessage(error) ??
          'Registration failed. Please try again.',
        code,
      );
  }
}
