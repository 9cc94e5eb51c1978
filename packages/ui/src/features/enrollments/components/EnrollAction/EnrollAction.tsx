import { errorMessage } from '@edugate/api-client';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useOncePerCommit } from '../../../../components/Button';
import { useToast } from '../../../../components/Toast';
import { useEnroll, useUnenroll } from '../../api/mutations';
import type { EnrolButtonState } from '../../rules';
import { enrollmentTexts } from '../../texts';

export interface EnrollActionProps {
  courseId: string;
  /** The course's title, for the question asked before unenrolling. */
  courseTitle: string;
  /** What the button says and does, from `enrolButtonState` (the same rules as the catalogue). */
  state: EnrolButtonState;
  /** Id of the sentence beside the button that says why enrolling is blocked. */
  describedBy?: string;
}

/**
 * The detail's enrol/unenrol button (docs/product.md, Enrolment): busy while a request runs or while the
 * reader's enrollments are being checked; otherwise what `state` says ('Enrolled (Click to
 * Unenroll)', 'Enrollment Limit Reached', 'Course Full', 'Enroll Now'). Unenrolling asks first
 * ('Remove enrollment?'). Success and failure are toasts; a failure shows the server's text
 * (fallbacks from docs/product.md).
 */
export function EnrollAction({ courseId, courseTitle, state, describedBy }: EnrollActionProps) {
  const enroll = useEnroll();
  const unenroll = useUnenroll();
  const { toast } = useToast();
  const busy = enroll.isPending || unenroll.isPending;
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const once = useOncePerCommit();

  // A busy button is disabled, and a disabled button drops keyboard focus to the page. Whoever
  // pressed it gets focus back on it (now 'Enrolled (Click to Unenroll)' or 'Enroll Now').
  useEffect(() => {
    if (busy || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [busy]);

  const confirmUnenroll = () =>
    unenroll.mutate(
      { courseId },
      {
        onSuccess: () => toast({ title: enrollmentTexts.unenrolled, tone: 'success' }),
        onError: (error) =>
          toast({ title: errorMessage(error, enrollmentTexts.unenrollFailed), tone: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );

  const onClick = () => {
    hadFocus.current = document.activeElement === button.current;
    if (state.action === 'unenroll') {
      setConfirming(true);
    } else if (state.action === 'enroll') {
      enroll.mutate(
        { courseId },
        {
          onSuccess: () => toast({ title: enrollmentTexts.enrolled, tone: 'success' }),
          onError: (error) =>
            toast({ title: errorMessage(error, enrollmentTexts.enrollFailed), tone: 'error' }),
        },
      );
    }
  };

  const enrolled = state.kind === 'enrolled';
  return (
    <>
      <Button
        ref={button}
        variant={enrolled ? 'confirmed' : undefined}
        size="lg"
        loading={busy || state.kind === 'checking'}
        disabled={state.disabled}
        aria-describedby={state.reason ? describedBy : undefined}
        onClick={() => once(onClick)}
      >
        {state.label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !unenroll.isPending) setConfirming(false);
        }}
        title={enrollmentTexts.removeTitle}
        message={enrollmentTexts.removeText(courseTitle)}
        confirmLabel={enrollmentTexts.removeConfirm}
        tone="danger"
        busy={unenroll.isPending}
        onConfirm={confirmUnenroll}
      />
    </>
  );
}
