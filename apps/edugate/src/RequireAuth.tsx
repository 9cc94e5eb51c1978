import { FullPageSpinner } from '@edugate/ui/components/Spinner';
import { useSession } from '@edugate/ui/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * SPEC.md: protected routes show a spinner while the auth state loads, and send a signed-out
 * visitor to /login, remembering where they were going so login can return them there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
