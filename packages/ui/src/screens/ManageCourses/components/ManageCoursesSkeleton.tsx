import { Skeleton } from '../../../components/Skeleton';
import { Stack } from '../../../components/Stack';
import { visuallyHidden } from '../../../theme/utilities.css';

/** Three rows of the table's height while the user's courses load. */
export function ManageCoursesSkeleton() {
  return (
    <div data-testid="manage-courses-skeleton">
      <p role="status" className={visuallyHidden}>
        Loading your courses
      </p>
      <Stack gap="md" aria-hidden="true">
        <Skeleton width="10rem" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="block" height="56px" />
        ))}
      </Stack>
    </div>
  );
}
