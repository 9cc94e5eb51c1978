import { Skeleton } from '../../../components/Skeleton';
import * as styles from '../Lesson.css';

/** The lesson page's frame while its lesson and outline load: the same columns, nothing jumps. */
export function LessonSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.courseBar}>
        <Skeleton width="14rem" />
        <Skeleton width="12rem" />
      </div>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton width="100%" height="16rem" shape="block" />
        </div>
        <div className={styles.main}>
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="40%" />
          <Skeleton width="100%" height="20rem" shape="block" />
        </div>
      </div>
    </div>
  );
}
