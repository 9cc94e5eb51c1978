import { CourseCardSkeleton } from '../../components/CourseCard';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Home.css';

/** docs/product.md: each home list shows 6 courses. */
const HOME_LIST_SIZE = 6;

export interface CourseGridSkeletonProps {
  variant: 'latest' | 'popular';
  /** Read to screen readers while the list loads, e.g. 'Loading latest courses'. */
  label: string;
}

/**
 * A home list while it loads: six placeholder cards in the same grid as the loaded list, so the
 * page keeps its height when the courses arrive (no layout shift).
 */
export function CourseGridSkeleton({ variant, label }: CourseGridSkeletonProps) {
  return (
    <div data-testid="course-grid-skeleton">
      <p role="status" className={visuallyHidden}>
        {label}
      </p>
      <ul className={styles.courseGrid} aria-hidden="true">
        {Array.from({ length: HOME_LIST_SIZE }, (_, index) => (
          <li key={index} className={styles.gridItem}>
            <CourseCardSkeleton variant={variant} />
          </li>
        ))}
      </ul>
    </div>
  );
}
