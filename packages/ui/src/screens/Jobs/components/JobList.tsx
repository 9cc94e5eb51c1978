import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import type { JobSummary } from '../../../features/jobs';
import * as styles from './JobCard.css';
import { JobCard, type JobMark } from './JobCard';

/**
 * How many jobs the board shows before 'Show more jobs'. A phone lays out ten cards quickly; all
 * sixty of a busy board cost it seconds.
 */
export const JOBS_SHOWN_AT_ONCE = 10;

/** `shown` from the URL as a count of cards: a whole number of tens, at least the first ten. */
export function shownJobs(value: string | null): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count <= JOBS_SHOWN_AT_ONCE) return JOBS_SHOWN_AT_ONCE;
  return Math.ceil(count / JOBS_SHOWN_AT_ONCE) * JOBS_SHOWN_AT_ONCE;
}

export interface JobListProps {
  jobs: JobSummary[];
  /** How many are shown: the page keeps it in its URL, so a reload or Back shows as many. */
  shown: number;
  onShowMore: (shown: number) => void;
  onApply: (job: JobSummary) => void;
  /** The signed-in reader's mark on a job ('Applied', 'Posted by you'). */
  markOf?: (job: JobSummary) => JobMark;
  /** The 'Save job' toggle of a job's card. */
  saveOf?: (job: JobSummary) => ReactNode;
}

/**
 * The jobs, newest first, ten at a time: 'Show more jobs' reveals the next ten and moves focus to
 * the first of them, so a keyboard or screen reader user carries on reading where the list grew.
 */
export function JobList({ jobs, shown, onShowMore, onApply, markOf, saveOf }: JobListProps) {
  // The first job a 'Show more jobs' revealed, to receive focus once it is on screen.
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const visible = jobs.slice(0, shown);

  // Once the page's URL (and so `shown`) has caught up with the click.
  useLayoutEffect(() => {
    if (revealedFrom !== null && revealedFrom < shown) firstRevealed.current?.focus();
  }, [revealedFrom, shown]);

  const showMore = () => {
    setRevealedFrom(shown);
    onShowMore(shown + JOBS_SHOWN_AT_ONCE);
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
            <JobCard job={job} onApply={onApply} mark={markOf?.(job)} save={saveOf?.(job)} />
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
