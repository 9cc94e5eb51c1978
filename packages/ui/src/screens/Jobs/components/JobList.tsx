import type { Job } from '@edugate/api-client';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import * as styles from './JobCard.css';
import { JobCard, type JobMark } from './JobCard';

/**
 * How many jobs the board shows before 'Show more jobs'. A phone lays out ten full cards (each
 * with its requirements and benefits) quickly; all sixty of a busy board cost it seconds.
 */
export const JOBS_SHOWN_AT_ONCE = 10;

export interface JobListProps {
  jobs: Job[];
  onApply: (job: Job) => void;
  /** The signed-in reader's mark on a job ('Applied', 'Posted by you'). */
  markOf?: (job: Job) => JobMark;
}

/**
 * The jobs, newest first, ten at a time: 'Show more jobs' reveals the next ten and moves focus to
 * the first of them, so a keyboard or screen reader user carries on reading where the list grew.
 */
export function JobList({ jobs, onApply, markOf }: JobListProps) {
  const [shown, setShown] = useState(JOBS_SHOWN_AT_ONCE);
  // The first job a 'Show more jobs' revealed, to receive focus once it is on screen.
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const visible = jobs.slice(0, shown);

  useLayoutEffect(() => {
    if (revealedFrom !== null) firstRevealed.current?.focus();
  }, [revealedFrom]);

  const showMore = () => {
    setRevealedFrom(shown);
    setShown(shown + JOBS_SHOWN_AT_ONCE);
  };

  return (
    <>
      <ul className={styles.grid}>
        {visible.map((job, index) => (
          <li
            key={job._id}
            className={styles.item}
            ref={index === revealedFrom ? firstRevealed : undefined}
            tabIndex={index === revealedFrom ? -1 : undefined}
          >
            <JobCard job={job} onApply={onApply} mark={markOf?.(job)} />
          </li>
        ))}
      </ul>
      {jobs.length > JOBS_SHOWN_AT_ONCE ? (
        <div className={styles.more}>
          <p role="status">{`Showing ${visible.length} of ${jobs.length} jobs`}</p>
          {shown < jobs.length ? (
            <Button variant="outline" onClick={showMore}>
              Show more jobs
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
