import { CourseCardSkeleton } from '../../../components/CourseCard';
import { Skeleton } from '../../../components/Skeleton';
import { Stack } from '../../../components/Stack';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from '../Catalogue.css';

/** A page of placeholder cards in the loaded grid, so the page keeps its size when courses arrive. */
export function CatalogueSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Stack gap="xl" data-testid="catalogue-skeleton">
      <p role="status" className={visuallyHidden}>
        Loading courses
      </p>
      {/* Where 'Showing X of Y courses' will be. */}
      <p className={styles.summary} aria-hidden="true">
        <Skeleton width="10rem" />
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.gridItem}>
            <CourseCardSkeleton variant="catalogue" />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
