import type { Job } from '@edugate/api-client';
import { Check, CircleOff } from 'lucide-react';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { jobTexts } from '../../../features/jobs';
import { paths } from '../../../paths';
import * as styles from '../JobDetail.css';

/** What this job is to the reader: applied to, posted by them, or neither. */
export type JobMark = 'applied' | 'posted' | undefined;

export interface JobActionProps {
  job: Job;
  mark: JobMark;
  onApply: (job: Job) => void;
}

/**
 * The page's action, as the job board shows it: 'Applied', 'Posted by you' with Manage, or Apply
 * Now; a closed job says it takes no applications instead of Apply Now, with a way to the open
 * jobs (to a reader who neither applied nor posted it).
 */
export function JobAction({ job, mark, onApply }: JobActionProps) {
  const closed = job.status === 'closed';
  return (
    <div className={styles.action}>
      {closed ? (
        // Closed: it says so, and offers the open jobs instead.
        <div className={styles.closed}>
          <EmptyState
            icon={<CircleOff size={28} aria-hidden="true" />}
            title={jobTexts.closedNotice}
            headingLevel={2}
            action={
              mark === undefined ? (
                <ButtonLink variant="outline" to={paths.jobs.href()}>
                  {jobTexts.browseJobs}
                </ButtonLink>
              ) : undefined
            }
          />
        </div>
      ) : null}
      {mark === 'applied' ? (
        <Badge tone="success">
          <Check size={14} aria-hidden="true" /> {jobTexts.appliedBadge}
        </Badge>
      ) : mark === 'posted' ? (
        <>
          <Badge tone="neutral">{jobTexts.postedByYou}</Badge>
          <ButtonLink
            variant="outline"
            to={paths.jobApplications.href(job._id)}
            aria-label={`${jobTexts.manage}: ${job.title}`}
          >
            {jobTexts.manage}
          </ButtonLink>
        </>
      ) : closed ? null : (
        <Button size="lg" onClick={() => onApply(job)}>
          Apply Now
        </Button>
      )}
    </div>
  );
}
