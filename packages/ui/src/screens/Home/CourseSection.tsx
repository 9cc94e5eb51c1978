import type { Course } from '@edugate/api-client';
import { courseIdOf } from '@edugate/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { CourseCard } from '../../components/CourseCard';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import * as styles from './Home.css';

export interface CourseSectionProps {
  title: string;
  variant: 'latest' | 'popular';
  query: Pick<UseQueryResult<Course[]>, 'status' | 'data' | 'refetch' | 'isFetching'>;
  /** SPEC.md's text for a failed load. */
  errorText: string;
  emptyText: string;
}

/** One home list with its own loading, error, empty and loaded states. */
export function CourseSection({ title, variant, query, errorText, emptyText }: CourseSectionProps) {
  const headingId = useId();
  const courses = query.data ?? [];
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={query.status === 'pending'}
    >
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      {query.status === 'pending' ? (
        <Spinner centered label={`Loading ${title.toLowerCase()}`} />
      ) : null}
      {query.status === 'error' ? (
        <ErrorState
          message={errorText}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.status === 'success' && courses.length === 0 ? <EmptyState title={emptyText} /> : null}
      {query.status === 'success' && courses.length > 0 ? (
        <ul className={styles.courseGrid}>
          {courses.map((course) => (
            <li key={courseIdOf(course)} className={styles.gridItem}>
              <CourseCard course={course} variant={variant} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
