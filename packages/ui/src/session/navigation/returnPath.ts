import { useLocation, type Location } from 'react-router-dom';
import { paths } from '../../paths';

/** What a guarded route or a signed-out action puts in the navigation state for /login. */
export interface ReturnState {
  from?: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search' | 'hash'>>;
}

/** Where to send a user after login or register: the remembered location, else home. */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null | undefined)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/')) return paths.home();
  // Never back to the sign-in screens themselves.
  if (from.pathname === paths.login() || from.pathname === paths.register()) return paths.home();
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The return path of the current location's state, and the state to pass on (login <-> register). */
export function useReturnPath(): { returnTo: string; state: ReturnState | null } {
  const location = useLocation();
  const state = (location.state as ReturnState | null) ?? null;
  return { returnTo: returnPathFrom(state), state: state?.from ? { from: state.from } : null };
}

/** State that makes /login return to `location` afterwards. */
export function returnStateFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ReturnState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}
