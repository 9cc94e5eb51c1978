import {
  HOME_LIST_SIZE,
  listCourses,
  normaliseCourseQuery,
  type CourseQuery,
} from '@edugate/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api';

/**
 * Query keys, built from the normalised query so equal requests share one cache entry and the
 * key never changes between renders.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseQuery) => ['courses', 'list', normaliseCourseQuery(query)] as const,
};

/** SPEC.md's home texts for a failed list. */
export const LATEST_COURSES_ERROR = 'Failed to load courses.';
export const POPULAR_COURSES_ERROR = 'Failed to load popular courses.';

function useCourseList(query: CourseQuery, errorText: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: async () => (await listCourses(client, query, errorText)).courses,
  });
}

/** The six newest courses (home page). */
export function useLatestCourses() {
  return useCourseList({ sort: 'addedAt_desc', limit: HOME_LIST_SIZE }, LATEST_COURSES_ERROR);
}

/** The six most enrolled courses (home page). */
export function usePopularCourses() {
  return useCourseList({ sort: 'enrollments_desc', limit: HOME_LIST_SIZE }, POPULAR_COURSES_ERROR);
}
