/**
 * Whether this device has a session, kept in a cookie of the app's own so the server can read it
 * too. It is a hint, not a credential: the Firebase SDK holds the real session, and the hint only
 * decides whether the SDK is loaded at once (there may be someone to sign back in) or when the
 * visitor first does something (there is nobody; the page shows Login and Register meanwhile).
 *
 * Not named like the API's `edugate_session`: cookies ignore ports, so where the app and the API
 * share a host (localhost) that HttpOnly cookie would overwrite this one.
 */
export const SESSION_HINT_COOKIE = 'edugate_signed_in';

const YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

/** Reads the hint from a Cookie header (the server) or document.cookie (the browser). */
export function hasSessionHint(cookies: string | undefined): boolean {
  return (cookies ?? '').split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** Records whether there is a session now (the browser only). */
export function rememberSession(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax${secure}`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
