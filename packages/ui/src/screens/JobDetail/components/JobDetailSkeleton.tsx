import { DetailArticle } from '../../../components/DetailPage';
import { Skeleton } from '../../../components/Skeleton';
import { Stack } from '../../../components/Stack';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from '../JobDetail.css';

/** A job's page in outline while it loads: heading, the facts panel, the description. */
export function JobDetailSkeleton() {
  return (
    <DetailArticle as="div" data-testid="job-detail-skeleton">
      <p role="status" className={visuallyHidden}>
        Loading the job
      </p>
      <div className={styles.header} aria-hidden="true">
        <Skeleton width="70%" height="2.25rem" />
        <Skeleton width="40%" />
        <Skeleton width="5rem" />
      </div>
      <div className={styles.summary} aria-hidden="true">
        <div className={styles.facts}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} width="80%" height="2.5rem" />
          ))}
        </div>
        <div className={styles.action}>
          <Skeleton shape="block" width="8rem" height="40px" />
          {/* Save job. */}
          <Skeleton shape="block" width="8rem" height="40px" />
        </div>
      </div>
      <Stack gap="xs">
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </Stack>
    </DetailArticle>
  );
}
