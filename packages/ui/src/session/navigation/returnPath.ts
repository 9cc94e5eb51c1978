import { useLocation, type Location } from 'react-router-dom';
import { paths, RETURN_TO_PARAM } from '../../paths';

/** What a guarded route or a signed-out action puts in the navigation state for /login. */
export interface ReturnState {
  from?: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search' | 'hash'>>;
  /** Set when a protected page sent the visitor, so /login can say why it opened. */
  guarded?: boolean;
}

/**
 * A path of this site only: `//host` and `/\host` are other origins to a browser, so a crafted
 * /login?redirectTo= link cannot send a person elsewhere after they sign in.
 */
function isOwnPath(pathname: string): boolean {
  return pathname.startsWith('/') && !pathname.startsWith('//') && !pathname.startsWith('/\\');
}

/**
 * Where the location asks to return: the router state an in-app redirect left, else the
 * `redirectTo` parameter of an HTTP redirect from the page server (which has no router state).
 */
export function returnStateOf(location: Pick<Location, 'state' | 'search'>): ReturnState | null {
  const state = location.state as ReturnState | null | undefined;
  const from = state?.from;
  if (from?.pathname) return state?.guarded ? { from, guarded: true } : { from };
  const returnTo = new URLSearchParams(location.search).get(RETURN_TO_PARAM);
  if (!returnTo || !isOwnPath(returnTo)) return null;
  const url = new URL(returnTo, 'http://edugate.invalid');
  // Only the page server sends a visitor here with the parameter, from a protected page.
  return { from: { pathname: url.pathname, search: url.search, hash: url.hash }, guarded: true };
}

/** Where to send a user after login or register: the remembered location, else home. */
export function returnPathFrom(state: ReturnState | null): string {
  const from = state?.from;
  if (!from?.pathname || !isOwnPath(from.pathname)) return paths.home.href();
  // Never back to the sign-in screens themselves.
  if (from.pathname === paths.login.href() || from.pathname === paths.register.href())
    return paths.home.href();
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The return path of the current location, and the state to pass on (login <-> register). */
export function useReturnPath(): { returnTo: string; state: ReturnState | null } {
  const state = returnStateOf(useLocation());
  return { returnTo: returnPathFrom(state), state };
}

/** State that makes /login return to `location` afterwards. */
export function returnStateFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ReturnState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}
