import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/Button';
import { paths } from '../../../paths';
import * as styles from '../CourseDetail.css';

/** docs/product.md: a missing course says 'Course Not Found' (the page's heading) with Browse Courses. */
export function CourseNotFound() {
  return (
    <div className={styles.notFound}>
      <span className={styles.notFoundIcon} aria-hidden="true">
        <SearchX size={28} />
      </span>
      <h1 className={styles.notFoundTitle}>Course Not Found</h1>
      <ButtonLink to={paths.courses.href()}>Browse Courses</ButtonLink>
    </div>
  );
}
