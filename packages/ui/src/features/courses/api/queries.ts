import {
  CATALOGUE_PAGE_SIZE,
  HOME_LIST_SIZE,
  listCourses,
  unwrap,
  type ApiClient,
  type Course,
  type CoursePage,
  type CourseQuery,
} from '@edugate/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { courseTexts } from '../texts';
import { courseKeys } from './keys';

/**
 * Query options are plain objects (key + fetcher), so hooks, prefetching (`queryClient.
 * prefetchQuery(courseDetailQuery(client, id))`) and tests share one definition.
 */
export function courseListQuery(
  client: ApiClient,
  query: CourseQuery,
  errorText: string = courseTexts.catalogueFailed,
) {
  return queryOptions<CoursePage>({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => listCourses(client, query, errorText, signal),
  });
}

export function courseDetailQuery(client: ApiClient, id: string) {
  return queryOptions<Course>({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}', { params: { path: { id } }, signal }),
        courseTexts.detailFailed,
      ),
  });
}

export function myCoursesQuery(client: ApiClient, email: string) {
  return queryOptions<Course[]>({
    queryKey: courseKeys.mine(email),
    queryFn: async ({ signal }) => {
      const courses = await unwrap(
        client.GET('/courses/my-courses', { signal }),
        courseTexts.mineFailed,
      );
      return Array.isArray(courses) ? courses : [];
    },
    meta: { scope: 'user' },
  });
}

/** One page of the catalogue (`CATALOGUE_PAGE_SIZE` courses) for the URL's search state. */
export function cataloguePageQuery(client: ApiClient, query: Omit<CourseQuery, 'limit'>) {
  return courseListQuery(client, { ...query, limit: CATALOGUE_PAGE_SIZE });
}

/** The home page's six newest courses. */
export function latestCoursesQuery(client: ApiClient) {
  return courseListQuery(
    client,
    { sort: 'addedAt_desc', limit: HOME_LIST_SIZE },
    courseTexts.latestFailed,
  );
}

/** The home page's six most enrolled courses. */
export function popularCoursesQuery(client: ApiClient) {
  return courseListQuery(
    client,
    { sort: 'enrollments_desc', limit: HOME_LIST_SIZE },
    courseTexts.popularFailed,
  );
}

/** One catalogue page; the previous page stays on screen while the next one loads. */
export function useCourseList(query: CourseQuery, errorText?: string) {
  const client = useApiClient();
  return useQuery({
    ...courseListQuery(client, query, errorText),
    placeholderData: keepPreviousData,
  });
}

/** The catalogue's page of `CATALOGUE_PAGE_SIZE` courses for the URL's search state. */
export function useCataloguePage(query: Omit<CourseQuery, 'limit'>) {
  const client = useApiClient();
  return useQuery({ ...cataloguePageQuery(client, query), placeholderData: keepPreviousData });
}

const coursesOf = (page: CoursePage) => page.courses;

/** The six newest courses (home page). */
export function useLatestCourses() {
  return useQuery({ ...latestCoursesQuery(useApiClient()), select: coursesOf });
}

/** The six most enrolled courses (home page). */
export function usePopularCourses() {
  return useQuery({ ...popularCoursesQuery(useApiClient()), select: coursesOf });
}

/** One course; `error.status === 404` means it does not exist. */
export function useCourse(id: string) {
  const client = useApiClient();
  return useQuery(courseDetailQuery(client, id));
}

/** The signed-in user's own courses; idle while signed out. */
export function useMyCourses() {
  const client = useApiClient();
  const email = useSession().user?.email ?? '';
  return useQuery({ ...myCoursesQuery(client, email), enabled: email !== '' });
}
