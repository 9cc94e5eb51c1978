import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { useSession } from '../SessionContext';
import { toAuthError, type AuthAction, type AuthError } from '../authErrors';
import { useReturnPath } from '../navigation/returnPath';
import { AUTH_TOAST_MS, sessionTexts } from '../texts';

export interface AuthAttempt {
  /** Which failure texts apply (docs/product.md, Rules). */
  action: AuthAction;
  run: () => Promise<void>;
  /** The success toast, e.g. 'Logged in with Google'. */
  success: string;
  /** Also told about a failure (Register opens its 'Registration Failed' dialog). */
  onError?: (error: AuthError) => void;
}

export type SocialProvider = 'google' | 'github';

const socialTexts: Record<
  'login' | 'signup',
  Record<SocialProvider, { action: AuthAction; success: string }>
> = {
  login: {
    google: { action: 'google', success: sessionTexts.loggedInWithGoogle },
    github: { action: 'github', success: sessionTexts.loggedInWithGithub },
  },
  signup: {
    google: { action: 'googleSignup', success: sessionTexts.signedUpWithGoogle },
    github: { action: 'githubSignup', success: sessionTexts.signedUpWithGithub },
  },
};

/**
 * The sign-in state machine of docs/product.md, Enrolment shared by Login and Register: idle -> busy
 * (every button disabled, a full-screen spinner) -> success (a 1.5 s toast, then back to the
 * remembered location, else /) or failure (the product's text, back to idle). The error text is cleared
 * at the start of each attempt; a popup the person closed is not an error. A visitor who is
 * already signed in goes straight on to where they were headed.
 */
export function useAuthFlow() {
  const session = useSession();
  const { status } = session;
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

  /**
   * 'Continue with Google' / 'Continue with Github' on Login (`'login'`) or Register
   * (`'signup'`), with the product's success toast and failure text for each.
   */
  function attemptSocial(
    provider: SocialProvider,
    intent: 'login' | 'signup',
    onError?: (error: AuthError) => void,
  ): Promise<void> {
    const { action, success } = socialTexts[intent][provider];
    const run =
      provider === 'google'
        ? () => session.signInWithGoogle(intent)
        : () => session.signInWithGithub();
    return attempt({ action, run, success, onError });
  }

  return { busy, error, attempt, attemptSocial };
}
