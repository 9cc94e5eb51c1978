import type { SavedJob } from '@edugate/api-client';
import { CalendarDays, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { FactList } from '../../../components/FactList';
import { longDate } from '../../../dates';
import { paths } from '../../../paths';
import * as styles from '../SavedJobs.css';

export interface SavedJobRowProps {
  saved: SavedJob;
  /** 'Closed', for a job that closed after it was saved. */
  closedLabel: string;
  postedOn: (date: string) => string;
  /** The 'Saved' toggle that unsaves it. */
  toggle: ReactNode;
}

/** One saved job: its title (a link to its page), company, location, posted date, Closed. */
export function SavedJobRow({ saved: { job }, closedLabel, postedOn, toggle }: SavedJobRowProps) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.row}>
      <div className={styles.main}>
        <h2 id={titleId} className={styles.title}>
          <Link to={paths.jobDetail.href(job._id)}>{job.title}</Link>
        </h2>
        <p className={styles.company}>{job.company}</p>
        <FactList
          facts={[
            { name: 'location', icon: MapPin, content: job.location },
            {
              name: 'posted',
              icon: CalendarDays,
              content: <time dateTime={job.postedAt}>{postedOn(longDate(job.postedAt))}</time>,
            },
          ]}
        />
      </div>
      <div className={styles.side}>
        {job.status === 'closed' ? <Badge tone="neutral">{closedLabel}</Badge> : null}
        {toggle}
      </div>
    </Card>
  );
}
