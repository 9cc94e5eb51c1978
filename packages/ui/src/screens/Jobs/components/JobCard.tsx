import { Banknote, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { jobTexts, type JobSummary } from '../../../features/jobs';
import { JobMarkBadge, type JobMark } from '../../../features/jobs/components/JobMarkBadge';
import { skillTexts } from '../../../features/skills';
import { paths } from '../../../paths';
import { Card } from '../../../components/Card';
import { FactList } from '../../../components/FactList';
import * as styles from './JobCard.css';
import { postedDate } from './postedDate';

export type { JobMark };

export interface JobCardProps {
  job: JobSummary;
  onApply: (job: JobSummary) => void;
  mark?: JobMark;
  /** The reader's 'Save job' toggle (docs/product.md, Saved jobs). */
  save?: ReactNode;
}

/**
 * One job as docs/product.md's card (Jobs): title (a link to its own page), company, location,
 * salary, type, the description's first lines, the skills it requires, the posted date and Apply
 * Now. Requirements,
 * benefits and the rest of the description are on the job's page: a card stays a few hundred
 * pixels tall even on a phone.
 */
export function JobCard({ job, onApply, mark, save }: JobCardProps) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {/* The job's own page: to share, or to read it on its own. */}
            <Link to={paths.jobDetail.href(job._id)} className={styles.titleLink}>
              {job.title}
            </Link>
          </h2>
          <p className={styles.company}>{job.company}</p>
        </div>
        <Badge>{job.type}</Badge>
      </div>
      <FactList
        facts={[
          { name: 'location', icon: MapPin, content: job.location },
          { name: 'salary', icon: Banknote, content: job.salary },
        ]}
      />
      {/* Its first lines only; the whole description, requirements and benefits are on its page. */}
      <p className={styles.description}>{job.excerpt}</p>
      {/* One line, not chips: sixty cards of chips outweighed the catalogue's page (the job's
          own page shows them as chips, each linking to the courses teaching it). */}
      {job.skills.length ? (
        <p className={styles.skills}>
          <span className={styles.skillsLabel}>{`${skillTexts.required}: `}</span>
          {job.skills.join(' · ')}
        </p>
      ) : null}
      {/* Signed in, what the reader's certificates cover of it (docs/product.md, Jobs for you). */}
      {job.skillsHeld && job.skills.length ? (
        <p className={styles.match}>
          {jobTexts.skillsHeld(job.skillsHeld.length, job.skills.length)}
        </p>
      ) : null}
      <div className={styles.footer}>
        <p className={styles.posted}>Posted {postedDate(job.postedAt)}</p>
        {/* No wrapper: every card's markup counts in the board's page weight. */}
        {save}
        {mark ? (
          <JobMarkBadge job={job} mark={mark} />
        ) : (
          <Button aria-label={`Apply Now: ${job.title}`} onClick={() => onApply(job)}>
            Apply Now
          </Button>
        )}
      </div>
    </Card>
  );
}
