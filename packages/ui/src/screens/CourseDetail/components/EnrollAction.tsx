import { ApiError, MAX_ENROLLMENTS } from '@edugate/api-client';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/Toast';
import { enrollmentTexts, useEnroll, useUnenroll } from '../../../features/enrollments';

export interface EnrollActionProps {
  courseId: string;
  isEnrolled: boolean;
  enrollmentCount: number;
  isFull: boolean;
  /** The enrollment check or the user's list is still loading. */
  checking: boolean;
  /** Id of the sentence under the button that explains the limit. */
  describedBy?: string;
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * The detail's enrol/unenrol button (SPEC.md section 4): busy while a request runs; 'Enrolled
 * (Click to Unenroll)' when enrolled; 'Enrollment Limit Reached' at three other courses; full.
 * Success and failure are toasts; a failure shows the server's text (fallbacks from SPEC.md).
 */
export function EnrollAction({
  courseId,
  isEnrolled,
  enrollmentCount,
  isFull,
  checking,
  describedBy,
}: EnrollActionProps) {
  const enroll = useEnroll();
  const unenroll = useUnenroll();
  const { toast } = useToast();
  const busy = enroll.isPending || unenroll.isPending;
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  // A busy button is disabled, and a disabled button drops keyboard focus to the page. Whoever
  // pressed it gets focus back on it (now 'Enrolled (Click to Unenroll)' or 'Enroll Now').
  useEffect(() => {
    if (busy || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [busy]);
  const remember = () => {
    hadFocus.current = document.activeElement === button.current;
  };

  if (isEnrolled) {
    return (
      <Button
        ref={button}
        variant="confirmed"
        size="lg"
        loading={busy}
        onClick={() => {
          remember();
          unenroll.mutate(
            { courseId },
            {
              onSuccess: () => toast({ title: enrollmentTexts.unenrolled, tone: 'success' }),
              onError: (error) =>
                toast({ title: errorText(error, enrollmentTexts.unenrollFailed), tone: 'error' }),
            },
          );
        }}
      >
        Enrolled (Click to Unenroll)
      </Button>
    );
  }

  const atLimit = enrollmentCount >= MAX_ENROLLMENTS;
  let label = 'Enroll Now';
  if (isFull) label = enrollmentTexts.noSeats;
  else if (atLimit) label = 'Enrollment Limit Reached';

  return (
    <Button
      ref={button}
      size="lg"
      loading={busy || checking}
      disabled={isFull || atLimit}
      aria-describedby={!isFull && atLimit ? describedBy : undefined}
      onClick={() => {
        remember();
        enroll.mutate(
          { courseId },
          {
            onSuccess: () => toast({ title: enrollmentTexts.enrolled, tone: 'success' }),
            onError: (error) =>
              toast({ title: errorText(error, enrollmentTexts.enrollFailed), tone: 'error' }),
          },
        );
      }}
    >
      {label}
    </Button>
  );
}
