import type { Learner } from '@edugate/api-client';
import { useId } from 'react';
import { Card } from '../../../../components/Card';
import { longDate } from '../../../../dates';
import { QueryState } from '../../../../components/QueryState';
import { Skeleton } from '../../../../components/Skeleton';
import { Stack } from '../../../../components/Stack';
import { useLearners } from '../../api/queries';
import { reviewTexts } from '../../texts';
import * as styles from './LearnersPanel.css';

export interface LearnersPanelProps {
  courseId: string;
  /** The section heading's class: the page it stands on styles its panels' headings alike. */
  titleClassName?: string;
}

/**
 * docs/product.md, Courses: the author sees who is enrolled now, newest first. Rendered only
 * for the course's author (the server also refuses anyone else).
 */
export function LearnersPanel({ courseId, titleClassName }: LearnersPanelProps) {
  const headingId = useId();
  const learners = useLearners(courseId, true);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <h2 id={headingId} className={titleClassName}>
          {reviewTexts.learners}
        </h2>
        <QueryState
          query={learners}
          pending={
            <Stack gap="sm">
              <Skeleton width="60%" />
              <Skeleton width="50%" />
            </Stack>
          }
          errorText={reviewTexts.learnersFailed}
          empty={<p className={styles.muted}>{reviewTexts.noLearners}</p>}
        >
          {(list) => (
            <ul className={styles.learners}>
              {list.map((learner, index) => (
                <LearnerRow key={`${learner.enrolledAt}-${index}`} learner={learner} />
              ))}
            </ul>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

function LearnerRow({ learner }: { learner: Learner }) {
  const date = longDate(learner.enrolledAt);
  return (
    <li className={styles.learner}>
      <span>{learner.name}</span>
      <time className={styles.muted} dateTime={learner.enrolledAt}>
        {date}
      </time>
    </li>
  );
}
