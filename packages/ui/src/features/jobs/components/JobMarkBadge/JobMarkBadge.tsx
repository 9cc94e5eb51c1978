import type { Job } from '@edugate/api-client';
import { Check } from 'lucide-react';
import { Badge } from '../../../../components/Badge';
import { ButtonLink } from '../../../../components/Button';
import { paths } from '../../../../paths';
import { jobTexts } from '../../texts';
import * as styles from './JobMarkBadge.css';

/** What a job is to the signed-in reader: applied to, posted by them, or neither. */
export type JobMark = 'applied' | 'posted' | undefined;

export interface JobMarkBadgeProps {
  job: Pick<Job, '_id' | 'title'>;
  mark: JobMark;
}

/**
 * What takes Apply Now's place on a job the reader has a part in, on its card and on its page:
 * 'Applied', or 'Posted by you' with the way to its applications. Nothing for anyone else.
 */
export function JobMarkBadge({ job, mark }: JobMarkBadgeProps) {
  if (mark === 'applied')
    return (
      <Badge tone="success">
        <Check size={14} aria-hidden="true" /> {jobTexts.appliedBadge}
      </Badge>
    );
  if (mark === 'posted')
    return (
      <div className={styles.own}>
        <Badge tone="neutral">{jobTexts.postedByYou}</Badge>
        <ButtonLink
          variant="outline"
          to={paths.jobApplications.href(job._id)}
          aria-label={`${jobTexts.manage}: ${job.title}`}
        >
          {jobTexts.manage}
        </ButtonLink>
      </div>
    );
  return null;
}
