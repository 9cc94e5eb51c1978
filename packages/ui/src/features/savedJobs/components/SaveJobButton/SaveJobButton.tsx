import { errorMessage } from '@edugate/api-client';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../../components/Button';
import { useToast } from '../../../../components/Toast';
import { paths } from '../../../../paths';
import { useSession } from '../../../../session';
import { useSaveJob } from '../../api/mutations';
import { useSavedJobIds } from '../../api/queries';
import { savedJobTexts } from '../../texts';

export interface SaveJobButtonProps {
  job: { _id: string; title: string; status?: 'open' | 'closed' };
  size?: 'sm' | 'md' | 'lg';
}

/**
 * 'Save job' / 'Saved' (docs/product.md, Saved jobs): a toggle (aria-pressed) on a job's card, its
 * page and Saved Jobs. It flips at once; a refusal flips it back and says why in a toast. Signed
 * out it says why and goes to /login, coming back here afterwards, as Apply Now does; pressed
 * while the session is still being restored, it acts once the session is known. A closed job
 * cannot be saved: it shows only while saved, to unsave it.
 */
export function SaveJobButton({ job, size = 'md' }: SaveJobButtonProps) {
  const { status } = useSession();
  const savedIds = useSavedJobIds();
  const { toast } = useToast();
  const toggle = useSaveJob((error, { save }) =>
    toast({
      title: errorMessage(error, save ? savedJobTexts.saveFailed : savedJobTexts.unsaveFailed),
      tone: 'error',
    }),
  );
  const navigate = useNavigate();
  const location = useLocation();
  const pressWhenKnown = useRef(false);
  const saved = toggle.isPending ? toggle.variables.save : savedIds.has(job._id);

  const press = () => {
    if (status === 'loading') {
      pressWhenKnown.current = true;
      return;
    }
    if (status !== 'signedIn') {
      toast({ title: savedJobTexts.loginToSave, tone: 'info' });
      void navigate(paths.login.href(), {
        state: { from: { pathname: location.pathname, search: location.search } },
      });
      return;
    }
    // One call at a time: a second press while the first is on its way would race it.
    if (toggle.isPending) return;
    const save = !saved;
    toggle.mutate({ jobId: job._id, save });
  };
  const pressNow = useEffectEvent(press);
  useEffect(() => {
    if (!pressWhenKnown.current || status === 'loading') return;
    pressWhenKnown.current = false;
    pressNow();
  }, [status]);

  if (job.status === 'closed' && !saved) return null;
  const label = saved ? savedJobTexts.saved : savedJobTexts.save;
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size={size}
      // Which job, for a screen reader among many cards (as Apply Now says); the text stays short.
      aria-label={`${label}: ${job.title}`}
      aria-pressed={saved}
      // For tests: the call and the list's refetch are still on their way.
      data-pending={toggle.isPending || undefined}
      onClick={press}
    >
      {label}
    </Button>
  );
}
