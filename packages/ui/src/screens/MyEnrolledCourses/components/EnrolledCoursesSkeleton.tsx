import { Skeleton } from '../../../components/Skeleton';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from '../MyEnrolledCourses.css';

/** Three placeholder rows in the table's frame while the list loads. */
export function EnrolledCoursesSkeleton() {
  return (
    <div data-testid="enrolled-courses-skeleton">
      <p role="status" className={visuallyHidden}>
        Loading your enrolled courses
      </p>
      <div className={styles.frame} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.skeletonRow}>
            <Skeleton width="40%" />
            <Skeleton width="75%" />
          </div>
        ))}
      </div>
    </div>
  );
}
