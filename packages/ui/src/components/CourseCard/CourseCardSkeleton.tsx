import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import type { CourseCardProps } from './CourseCard';
import * as styles from './CourseCard.css';

export interface CourseCardSkeletonProps {
  /** The card it stands in for: the placeholder has that card's parts, so it has its size. */
  variant: CourseCardProps['variant'];
}

/**
 * A course card while its course loads: the same card, media, type sizes and footer as
 * `CourseCard`, with placeholder lines, so nothing moves when the course arrives. Hidden from
 * screen readers; the list around it announces the loading.
 */
export function CourseCardSkeleton({ variant }: CourseCardSkeletonProps) {
  return (
    <Card padding="none" aria-hidden="true" data-testid="course-card-skeleton">
      <div className={styles.media}>
        <Skeleton shape="block" width="100%" height="100%" className={styles.skeletonMedia} />
      </div>
      <div className={styles.body}>
        <div className={styles.skeletonTitle}>
          <Skeleton width="70%" />
        </div>
        <div className={styles.skeletonDescription}>
          <Skeleton />
          <Skeleton width="60%" />
        </div>
        <div className={styles.footer}>
          {variant === 'latest' ? (
            <div className={styles.meta}>
              <Skeleton width="40%" />
            </div>
          ) : null}
          {variant === 'catalogue' ? (
            <div className={styles.meta}>
              <Skeleton width="80%" />
            </div>
          ) : (
            // The home cards' rating line ('4.6 (128)').
            <div className={styles.meta}>
              <Skeleton width="35%" />
            </div>
          )}
          <Skeleton shape="block" width="100%" className={styles.skeletonButton} />
        </div>
      </div>
    </Card>
  );
}
