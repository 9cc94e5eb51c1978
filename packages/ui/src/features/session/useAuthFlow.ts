import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { useSession } from '../../session';
import { toAuthError, type AuthAction, type AuthError } from './authErrors';
import { useReturnPath } from './navigation/returnPath';
import { AUTH_TOAST_MS } from './texts';

export interface AuthAttempt {
  /** Which failure texts apply (SPEC.md section 8). */
  action: AuthAction;
  run: () => Promise<void>;
  /** The success toast, e.g. 'Logged in with Google'. */
  success: string;
  /** Also told about a failure (Register opens its 'Registration Failed' dialog). */
  onError?: (error: AuthError) => void;
}

/**
 * The sign-in state machine of SPEC.md section 4 shared by Login and Register: idle -> busy
 * (every button disabled, a full-screen spinner) -> success (a 1.5 s toast, then back to the
 * remembered location, else /) or failure (SPEC's text, back to idle). The error text is cleared
 * at the start of each attempt; a popup the person closed is not an error. A visitor who is
 * already signed in goes straight on to where they were headed.
 */
export function useAuthFlow() {
  const { status } = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { returnTo } = useReturnPath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempting = useRef(false);

  useEffect(() => {
    if (status === 'signedIn' && !attempting.current) navigate(returnTo, { replace: true });
  }, [status, returnTo, navigate]);

  async function attempt({ action, run, success, onError }: AuthAttempt): Promise<void> {
    if (attempting.current) return;
    attempting.current = true;
    setError(null);
    setBusy(true);
    try {
      await run();
      toast({ title: success, tone: 'success', duration: AUTH_TOAST_MS, dismissible: false });
      navigate(returnTo, { replace: true });
    } catch (caught) {
      const failure = toAuthError(action, caught);
      if (!failure.isCancelled) {
        setError(failure.message);
        onError?.(failure);
      }
    } finally {
      attempting.current = false;
      setBusy(false);
    }
  }

  return { busy, error, attempt };
}
