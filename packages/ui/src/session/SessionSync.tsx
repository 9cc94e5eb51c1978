import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from './SessionContext';
import { useStartServerSession } from './api/serverSession';
import { clearUserData } from './api/userData';

/**
 * Keeps server-side state in step with who is signed in; renders nothing. Mounted once by the
 * app (and by the stories' preset): on every auth change to a user with an e-mail it starts a
 * server session (POST /jwt); when that user signs out or another signs in, their data leaves
 * the cache.
 */
export function SessionSync() {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const { mutate: startServerSession } = useStartServerSession();
  const email = status === 'signedIn' ? (user?.email ?? null) : null;
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (status === 'loading') return;
    const before = previous.current;
    previous.current = email;
    if (before === email) return;
    if (before) clearUserData(queryClient);
    if (email) startServerSession(email);
  }, [status, email, queryClient, startServerSession]);

  return null;
}
