import { accountTexts, sessionTexts } from './texts';

/** The sign-in actions whose failures docs/product.md, Rules words differently. */
export type AuthAction =
  | 'login'
  | 'google'
  | 'github'
  | 'register'
  | 'googleSignup'
  | 'githubSignup'
  /** The account actions: forgot password and the profile (texts in accountTexts). */
  | 'passwordReset'
  | 'profile'
  | 'changePassword';

/**
 * The failures docs/product.md, Rules gives a text of its own, in the UI's words. The UI knows no
 * identity provider: the app's adapter (apps/edugate/src/session) maps its provider's codes to
 * these kinds, and the stories' fake session fails with a kind directly.
 */
export type AuthErrorKind =
  /** The person closed the provider's window or account chooser: nothing to report. */
  | 'cancelled'
  /** A social sign-in for an address whose account signs in another way (ADR 8). */
  | 'accountExists'
  | 'emailInUse'
  | 'invalidEmail'
  /** E-mail and password accounts are switched off at the provider. */
  | 'operationNotAllowed'
  | 'weakPassword'
  | 'invalidCredentials'
  /** Anything else: the action's general failure text (registration shows the provider's words). */
  | 'failed';

const registerMessages: Partial<Record<AuthErrorKind, string>> = {
  emailInUse: sessionTexts.emailInUse,
  invalidEmail: sessionTexts.invalidEmail,
  operationNotAllowed: sessionTexts.operationNotAllowed,
  weakPassword: sessionTexts.weakPassword,
};

export interface AuthErrorDetails {
  /** The provider's own code, kept for logs and tests; the UI decides on `kind` alone. */
  code?: string;
  /** What the provider threw. */
  cause?: unknown;
}

/**
 * A failed sign-in or registration: `message` is docs/product.md's text for it, `kind` what went wrong.
 * Both the app's adapter and the stories' fake session throw these, so a story shows exactly what
 * production shows.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly kind: AuthErrorKind;
  readonly code: string | undefined;
  constructor(kind: AuthErrorKind, message: string, details: AuthErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.code = details.code;
  }

  /** The person closed the provider's window: nothing to report. */
  get isCancelled(): boolean {
    return this.kind === 'cancelled';
  }
}

/**
 * the message of docs/product.md (Rules) for `action` failing with `kind`. Registration shows the provider's
 * own message for a failure the product does not word (`providerMessage`), else its fallback.
 */
export function authErrorMessage(
  action: AuthAction,
  kind: AuthErrorKind = 'failed',
  providerMessage?: string,
): string {
  switch (action) {
    case 'login':
      return sessionTexts.loginFailed;
    // docs/product.md gives the account-exists text for GitHub only; Google is refused the same way for an
    // address registered another way (docs/adr/0008), so it gets the same words.
    case 'google':
      return kind === 'accountExists' ? sessionTexts.accountExists : sessionTexts.googleLoginFailed;
    case 'googleSignup':
      return kind === 'accountExists'
        ? sessionTexts.accountExists
        : sessionTexts.googleSignupFailed;
    case 'github':
    case 'githubSignup':
      return kind === 'accountExists' ? sessionTexts.accountExists : sessionTexts.githubLoginFailed;
    case 'register':
      return (
        registerMessages[kind] ??
        (providerMessage?.trim() ? providerMessage : undefined) ??
        sessionTexts.registrationFailed
      );
    case 'passwordReset':
      return kind === 'invalidEmail' ? sessionTexts.invalidEmail : accountTexts.resetFailed;
    case 'profile':
      return accountTexts.profileFailed;
    case 'changePassword':
      if (kind === 'invalidCredentials') return accountTexts.wrongCurrentPassword;
      if (kind === 'weakPassword') return sessionTexts.weakPassword;
      return accountTexts.passwordChangeFailed;
  }
}

/** The AuthError, with the product's text, for `action` failing with `kind`. */
export function authError(
  action: AuthAction,
  kind: AuthErrorKind,
  details: AuthErrorDetails & { providerMessage?: string } = {},
): AuthError {
  return new AuthError(kind, authErrorMessage(action, kind, details.providerMessage), details);
}

/**
 * An AuthError as is; anything else (a session that threw something of its own) becomes the
 * action's general failure, with the thrown message where registration shows one.
 */
export function toAuthError(action: AuthAction, error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : undefined;
  return authError(action, 'failed', { providerMessage: message, cause: error });
}
