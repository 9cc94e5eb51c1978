import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { paths } from '../../paths';
import { useSession } from '../../session';
import type { ApplyTarget } from './jobSummary';
import { jobTexts } from './texts';

/**
 * What Apply Now does, on the job board and on a job's own page: signed in, it opens the apply
 * dialog for the job (`applyingTo`); signed out, it says why and goes to /login, coming back to
 * `returnTo` afterwards (docs/product.md, Who can do what). Pressed while the session is still being restored (a
 * click made before the page hydrated is replayed as soon as it has), it is acted on once the
 * session is known, not taken for signed out.
 */
export function useApplyNow(returnTo: string) {
  const { status } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [applyingTo, setApplyingTo] = useState<ApplyTarget | null>(null);
  const applyWhenKnown = useRef<ApplyTarget | null>(null);

  const apply = (job: ApplyTarget) => {
    if (status === 'loading') {
      applyWhenKnown.current = job;
      return;
    }
    if (status !== 'signedIn') {
      toast({ title: jobTexts.loginToApply, tone: 'info' });
      void navigate(paths.login.href(), { state: { from: { pathname: returnTo } } });
      return;
    }
    setApplyingTo(job);
  };
  const applyNow = useEffectEvent(apply);
  useEffect(() => {
    const job = applyWhenKnown.current;
    if (!job || status === 'loading') return;
    applyWhenKnown.current = null;
    applyNow(job);
  }, [status]);

  return { apply, applyingTo, close: () => setApplyingTo(null) };
}
