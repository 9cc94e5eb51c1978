/**
 * Provider error codes -> SPEC.md section 8's texts come from the UI's session feature, so the
 * adapter and the stories' fake session throw the very same errors.
 */
import { AUTH_ERROR_CODES } from '@edugate/ui/features/session/authErrors';

export { AuthError, toAuthError, type AuthAction } from '@edugate/ui/features/session/authErrors';

/**
 * The code a sign-in carries when the person closed the popup or the emulator's account chooser:
 * a screen may ignore such a failure instead of showing its text.
 */
export const SIGN_IN_CANCELLED = AUTH_ERROR_CODES.popupClosed;

/** A social sign-in refused because the address belongs to an account without that provider. */
export const ACCOUNT_EXISTS = AUTH_ERROR_CODES.accountExists;

export function isSignInCancelled(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : undefined;
  return code === SIGN_IN_CANCELLED || code === 'auth/cancelled-popup-request';
}
