import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/Spinner';
import { paths } from '../../../paths';
import { useSession } from '../../../session';
import { returnStateFor } from '../navigation/returnPath';

/**
 * SPEC.md: protected routes show a spinner while the auth state loads, and send a signed-out
 * visitor to /login, remembering where they were going so login can return them there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status === 'signedOut') {
    return <Navigate to={paths.login()} replace state={returnStateFor(location)} />;
  }
  return children;
}
