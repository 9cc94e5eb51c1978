import { courseIdOf, type Course, type CoursePage } from '@edugate/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { courseKeys } from './keys';

/**
 * Edits every cached copy of one course in place (its detail, each catalogue/home page and the
 * owner's list), so a change shows everywhere at once without waiting for a refetch.
 * Exported for the enrollments feature, whose writes change a course's enrollment count.
 */
export function updateCachedCourse(
  queryClient: QueryClient,
  id: string,
  change: (course: Course) => Course,
): void {
  const apply = (course: Course) => (courseIdOf(course) === id ? change(course) : course);
  queryClient.setQueryData<Course>(courseKeys.detail(id), (course) =>
    course ? change(course) : course,
  );
  queryClient.setQueriesData<CoursePage>({ queryKey: courseKeys.lists() }, (page) =>
    page ? { ...page, courses: page.courses.map(apply) } : page,
  );
  queryClient.setQueriesData<Course[]>({ queryKey: [...courseKeys.all, 'mine'] }, (courses) =>
    courses?.map(apply),
  );
}

/** Takes a deleted course out of every cached list and forgets its detail. */
export function removeCachedCourse(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: courseKeys.detail(id), exact: true });
  queryClient.setQueriesData<CoursePage>({ queryKey: courseKeys.lists() }, (page) => {
    if (!page) return page;
    const courses = page.courses.filter((course) => courseIdOf(course) !== id);
    const removed = page.courses.length - courses.length;
    return { courses, total: Math.max(0, page.total - removed) };
  });
  queryClient.setQueriesData<Course[]>({ queryKey: [...courseKeys.all, 'mine'] }, (courses) =>
    courses?.filter((course) => courseIdOf(course) !== id),
  );
}
