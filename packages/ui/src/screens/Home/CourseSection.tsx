import type { Course } from '@edugate/api-client';
import { courseIdOf } from '@edugate/api-client';
import { useId } from 'react';
import { CourseCard } from '../../components/CourseCard';
import { EmptyState } from '../../components/EmptyState';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { CourseGridSkeleton } from './CourseGridSkeleton';
import * as styles from './Home.css';

export interface CourseSectionProps {
  title: string;
  variant: 'latest' | 'popular';
  query: QueryLike<Course[]>;
  /** docs/product.md's text for a failed load. */
  errorText: string;
  emptyText: string;
}

/** One home list with its own loading, error, empty and loaded states. */
export function CourseSection({ title, variant, query, errorText, emptyText }: CourseSectionProps) {
  const headingId = useId();
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={query.status === 'pending'}
    >
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      <QueryState
        query={query}
        pending={<CourseGridSkeleton variant={variant} label={`Loading ${title.toLowerCase()}`} />}
        errorText={errorText}
        empty={<EmptyState title={emptyText} />}
      >
        {(courses) => (
          <ul className={styles.courseGrid}>
            {courses.map((course) => (
              <li key={courseIdOf(course)} className={styles.gridItem}>
                <CourseCard course={course} variant={variant} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
