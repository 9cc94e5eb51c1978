import { useSession } from '../SessionContext';

/** True when the signed-in account has no display name to show as an author. */
export function useNeedsName(): boolean {
  const { status, user } = useSession();
  return status === 'signedIn' && !user?.displayName?.trim();
}
