import type { Job } from '@edugate/api-client';
import { CircleOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { jobTexts } from '../../../features/jobs';
import { JobMarkBadge, type JobMark } from '../../../features/jobs/components/JobMarkBadge';
import { paths } from '../../../paths';
import * as styles from '../JobDetail.css';

export type { JobMark };

export interface JobActionProps {
  job: Job;
  mark: JobMark;
  onApply: (job: Job) => void;
  /** The reader's 'Save job' toggle (docs/product.md, Saved jobs). */
  save?: ReactNode;
}

/**
 * The page's action, as the job board shows it: 'Applied', 'Posted by you' with Manage, or Apply
 * Now; a closed job says it takes no applications instead of Apply Now, with a way to the open
 * jobs (to a reader who neither applied nor posted it).
 */
export function JobAction({ job, mark, onApply, save }: JobActionProps) {
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
      {mark ? (
        <JobMarkBadge job={job} mark={mark} />
      ) : closed ? null : (
        <Button size="lg" onClick={() => onApply(job)}>
          Apply Now
        </Button>
      )}
      {save}
    </div>
  );
}
