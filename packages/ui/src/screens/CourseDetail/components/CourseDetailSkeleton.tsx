import { Card } from '../../../components/Card';
import { Skeleton } from '../../../components/Skeleton';
import { Stack } from '../../../components/Stack';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from '../CourseDetail.css';

/** The detail page's outline while the course loads: hero and panels keep their places. */
export function CourseDetailSkeleton() {
  return (
    <Stack gap="xxl" data-testid="course-detail-skeleton">
      <p role="status" className={visuallyHidden}>
        Loading course details
      </p>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroImage}>
          <Skeleton shape="block" width="100%" height="100%" />
        </div>
        <Stack gap="md">
          <div className={styles.title}>
            <Skeleton width="80%" />
          </div>
          <div className={styles.description}>
            <Skeleton />
            <Skeleton width="70%" />
          </div>
          <Skeleton width="50%" />
          <Skeleton shape="block" width="12rem" height="48px" />
        </Stack>
      </div>
      <div className={styles.body} aria-hidden="true">
        <Card>
          <Skeleton width="40%" />
          <Skeleton />
          <Skeleton />
        </Card>
        <Card>
          <Skeleton width="50%" />
          <Skeleton />
          <Skeleton />
        </Card>
      </div>
    </Stack>
  );
}
