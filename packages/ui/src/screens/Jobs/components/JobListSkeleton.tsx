import { Card } from '../../../components/Card';
import { Skeleton } from '../../../components/Skeleton';
import { Stack } from '../../../components/Stack';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from './JobCard.css';

/** Four cards of a job's shape while the list loads. */
export function JobListSkeleton() {
  return (
    <div data-testid="job-list-skeleton">
      <p role="status" className={visuallyHidden}>
        Loading jobs
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className={styles.item}>
            <Card className={styles.card}>
              <Stack gap="xs">
                <Skeleton width="60%" height="1.5rem" />
                <Skeleton width="35%" />
              </Stack>
              <Skeleton width="50%" />
              {/* The description's three clamped lines. */}
              <Stack gap="xs">
                <Skeleton />
                <Skeleton />
                <Skeleton width="80%" />
              </Stack>
              <div className={styles.footer}>
                <Skeleton width="9rem" />
                {/* Save job and Apply Now. */}
                <div className={styles.actions}>
                  <Skeleton shape="block" width="7.5rem" height="40px" />
                  <Skeleton shape="block" width="7.5rem" height="40px" />
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
