import { Card } from '../../../components/Card';
import { Skeleton } from '../../../components/Skeleton';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from '../SavedJobs.css';

/** Three rows of a saved job's shape while the list loads. */
export function SavedJobsSkeleton({ label }: { label: string }) {
  return (
    <div data-testid="saved-jobs-skeleton">
      <p role="status" className={visuallyHidden}>
        {label}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Card className={styles.row}>
              <div className={styles.main}>
                <Skeleton width="55%" height="1.5rem" />
                <Skeleton width="35%" />
                <Skeleton width="60%" />
              </div>
              <div className={styles.side}>
                <Skeleton shape="block" width="6.5rem" height="32px" />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
