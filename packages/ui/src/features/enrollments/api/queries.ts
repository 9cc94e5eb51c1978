import {
  unwrap,
  type ApiClient,
  type Enrollment,
  type EnrollmentWithCourse,
  type SeatInfo,
} from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { enrollmentTexts } from '../texts';
import { enrollmentKeys } from './keys';

export function seatsQuery(client: ApiClient, courseId: string) {
  return queryOptions<SeatInfo>({
    queryKey: enrollmentKeys.seats(courseId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/enrollments/seats/{courseId}', { params: { path: { courseId } }, signal }),
        enrollmentTexts.seatsFailed,
      ),
  });
}

/** docs/product.md, Rules: a failing enrollment check counts as not enrolled. */
export function enrollmentCheckQuery(client: ApiClient, email: string, courseId: string) {
  return queryOptions<boolean>({
    queryKey: enrollmentKeys.check(email, courseId),
    queryFn: async ({ signal }) => {
      try {
        const result = await unwrap(
          client.GET('/enrollments/check', {
            params: { query: { userEmail: email, courseId } },
            signal,
          }),
          enrollmentTexts.loadFailed,
        );
        return result.isEnrolled === true;
      } catch {
        return false;
      }
    },
    meta: { scope: 'user' },
  });
}

/** docs/product.md, Rules: a failing read of the user's enrollments counts as an empty list. */
export function userEnrollmentsQuery(client: ApiClient, email: string) {
  return queryOptions<Enrollment[]>({
    queryKey: enrollmentKeys.list(email),
    queryFn: async ({ signal }) => {
      try {
        const list = await unwrap(
          client.GET('/enrollments/user/{email}', { params: { path: { email } }, signal }),
          enrollmentTexts.loadFailed,
        );
        return Array.isArray(list) ? list : [];
      } catch {
        return [];
      }
    },
    meta: { scope: 'user' },
  });
}

export function enrollmentsWithCoursesQuery(client: ApiClient, email: string) {
  return queryOptions<EnrollmentWithCourse[]>({
    queryKey: enrollmentKeys.withCourses(email),
    queryFn: async ({ signal }) => {
      const list = await unwrap(
        client.GET('/enrollments/my-courses', { signal }),
        enrollmentTexts.loadFailed,
      );
      return Array.isArray(list) ? list : [];
    },
    meta: { scope: 'user' },
  });
}

function useEmail(): string {
  return useSession().user?.email ?? '';
}

/** Seats left in a course (public). */
export function useSeats(courseId: string) {
  const client = useApiClient();
  return useQuery({ ...seatsQuery(client, courseId), enabled: courseId !== '' });
}

/** Whether the signed-in user is enrolled in the course; idle while signed out. */
export function useEnrollmentCheck(courseId: string) {
  const client = useApiClient();
  const email = useEmail();
  return useQuery({
    ...enrollmentCheckQuery(client, email, courseId),
    enabled: email !== '' && courseId !== '',
  });
}

/** The signed-in user's enrollments (the product's limit of 3 counts these); idle while signed out. */
export function useUserEnrollments() {
  const client = useApiClient();
  const email = useEmail();
  return useQuery({ ...userEnrollmentsQuery(client, email), enabled: email !== '' });
}

/** My Enrolled Courses: the user's enrollments with each course's title and description. */
export function useEnrollmentsWithCourses() {
  const client = useApiClient();
  const email = useEmail();
  return useQuery({ ...enrollmentsWithCoursesQuery(client, email), enabled: email !== '' });
}
