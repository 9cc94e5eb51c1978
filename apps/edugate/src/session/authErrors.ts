/**
 * Firebase's error codes, mapped to the UI's kinds of failure: `@edugate/ui` words each kind with
 * the text of docs/product.md (Rules) and knows nothing of Firebase, so this table is the only place that
 * reads an `auth/...` code.
 */
import { authError, AuthError, type AuthAction, type AuthErrorKind } from '@edugate/ui/session';

export { AuthError, type AuthAction };

/**
 * The code a sign-in carries when the person closed the popup or the emulator's account chooser:
 * a screen may ignore such a failure instead of showing its text.
 */
export const SIGN_IN_CANCELLED = 'auth/popup-closed-by-user';

/** A social sign-in refused because the address belongs to an account without that provider. */
export const ACCOUNT_EXISTS = 'auth/account-exists-with-different-credential';

const kinds: Record<string, AuthErrorKind> = {
  [SIGN_IN_CANCELLED]: 'cancelled',
  [ACCOUNT_EXISTS]: 'accountExists',
  'auth/email-already-in-use': 'emailInUse',
  'auth/invalid-email': 'invalidEmail',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/weak-password': 'weakPassword',
  'auth/wrong-password': 'invalidCredentials',
  'auth/invalid-credential': 'invalidCredentials',
  'auth/user-not-found': 'invalidCredentials',
};

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** The UI's kind of failure for what Firebase threw. */
export function authErrorKind(error: unknown): AuthErrorKind {
  const code = codeOf(error);
  return (code !== undefined ? kinds[code] : undefined) ?? 'failed';
}

/**
 * Wraps whatever Firebase threw into the UI's AuthError: the product's text for its kind, Firebase's code
 * kept for logs, and Firebase's own message where registration shows it.
 */
export function toAuthError(action: AuthAction, error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const providerMessage =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : undefined;
  return authError(action, authErrorKind(error), {
    code: codeOf(error),
    cause: error,
    providerMessage,
  });
}

/**
 * The person gave up a sign-in. Also true for a popup given up because a second one opened over
 * it, which screens still report (as they always have), so it is no kind of its own.
 */
export function isSignInCancelled(error: unknown): boolean {
  return authErrorKind(error) === 'cancelled' || codeOf(error) === 'auth/cancelled-popup-request';
}
