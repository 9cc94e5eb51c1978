import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ScreenSpinner } from '../../components/Spinner';
import { paths } from '../../paths';
import { useSession } from '../SessionContext';
import { returnStateFor } from '../navigation/returnPath';

/**
 * docs/product.md: protected routes show a spinner while the auth state loads, and send a signed-out
 * visitor to /login, remembering where they were going so login can return them there. The
 * spinner holds the screen's place (a window's height), so a signed-in reload, which the server
 * renders as this spinner, does not move the footer when the page arrives. (A device the page
 * server knows has no session is redirected to /login?redirectTo=... before this runs; this
 * covers a session that ends while the app is open.)
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <ScreenSpinner label="Checking your session" />;
  if (status === 'signedOut') return <RedirectToLogin />;
  return children;
}

/**
 * Goes to /login after rendering rather than with <Navigate> while rendering: a server render
 * (which runs no effects) then sends the same spinner the browser hydrates, instead of an empty
 * page and a warning, and the browser moves on as soon as it has hydrated.
 */
function RedirectToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    void navigate(paths.login.href(), {
      replace: true,
      state: { ...returnStateFor(location), guarded: true },
    });
  }, [navigate, location]);
  return <ScreenSpinner label="Checking your session" />;
}
