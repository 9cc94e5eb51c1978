import type { Job } from '@edugate/api-client';
import { Banknote, Check, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { jobTexts } from '../../../features/jobs';
import { paths } from '../../../paths';
import { Card } from '../../../components/Card';
import * as styles from './JobCard.css';
import { postedDate } from './postedDate';

/** What this job is to the signed-in reader: applied to, posted by them, or neither. */
export type JobMark = 'applied' | 'posted' | undefined;

export interface JobCardProps {
  job: Job;
  onApply: (job: Job) => void;
  mark?: JobMark;
}

/** One job (its title links to its own page): what, where, how much, what it asks and offers, when it was posted, Apply Now. */
export function JobCard({ job, onApply, mark }: JobCardProps) {
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
      <ul className={styles.facts} aria-label="Details">
        <li className={styles.fact}>
          <MapPin size={16} aria-hidden="true" />
          <span>{job.location}</span>
        </li>
        <li className={styles.fact}>
          <Banknote size={16} aria-hidden="true" />
          <span>{job.salary}</span>
        </li>
      </ul>
      <p className={styles.description}>{job.description}</p>
      {job.requirements.length > 0 || job.benefits.length > 0 ? (
        <div className={styles.lists}>
          {job.requirements.length > 0 ? (
            <div>
              <h3 className={styles.listHeading}>Requirements</h3>
              <ul className={styles.list}>
                {job.requirements.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {job.benefits.length > 0 ? (
            <div>
              <h3 className={styles.listHeading}>Benefits</h3>
              <ul className={styles.list}>
                {job.benefits.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={styles.footer}>
        <p className={styles.posted}>Posted {postedDate(job.postedAt)}</p>
        {mark === 'applied' ? (
          <Badge tone="success">
            <Check size={14} aria-hidden="true" /> {jobTexts.appliedBadge}
          </Badge>
        ) : mark === 'posted' ? (
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
        ) : (
          <Button aria-label={`Apply Now: ${job.title}`} onClick={() => onApply(job)}>
            Apply Now
          </Button>
        )}
      </div>
    </Card>
  );
}
