import { useId } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { learningTexts, useMyProgress } from '../../features/learning';
import { ContinueLearning } from '../../features/learning/components/ContinueLearning';
import { useSession } from '../../session';
import * as styles from './Home.css';

/**
 * 'Continue learning' above 'Latest Courses' (docs/product.md, Learning): up to three enrolled
 * courses, the one opened last first. A signed-in reader's own data, fetched by the browser after
 * the first paint, so the public page the server renders and caches is the same for everyone.
 * While a session may be on its way (a device that was signed in), a placeholder holds the place
 * the list takes; nothing for a reader without enrolled courses, or signed out.
 */
export function ContinueLearningSection() {
  const { status } = useSession();
  const progress = useMyProgress({ enabled: status === 'signedIn' });
  const headingId = useId();
  const waiting = status === 'loading' || (status === 'signedIn' && progress.isPending);
  const courses = progress.data ?? [];
  if (!waiting && courses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={waiting}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {learningTexts.continueLearning}
      </h2>
      {waiting ? (
        <Skeleton width="100%" height="9.5rem" shape="block" />
      ) : (
        <ContinueLearning courses={courses} />
      )}
    </section>
  );
}
