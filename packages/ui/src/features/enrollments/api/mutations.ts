import { ApiError, unwrap, type ApiClient, type SeatInfo } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { useSession } from '../../../session';
import { updateCachedCourse } from '../../courses/api/cache';
import { courseKeys } from '../../courses/api/keys';
import { curriculumKeys } from '../../curriculum/api/keys';
import { learningKeys } from '../../learning/api/keys';
import { reviewKeys } from '../../reviews/api/keys';
import { enrollmentTexts } from '../texts';
import { enrollmentKeys } from './keys';
// The lists' keys come from their queries, so each write is typed as what the query stores.
import { enrollmentsWithCoursesQuery, userEnrollmentsQuery } from './queries';

export interface EnrollmentVariables {
  courseId: string;
}

function setSeats(
  queryClient: QueryClient,
  courseId: string,
  seats: Pick<SeatInfo, 'availableSeats' | 'isFull'>,
): void {
  if (queryClient.getQueryData(enrollmentKeys.seats(courseId)) === undefined) {
    void queryClient.invalidateQueries({ queryKey: enrollmentKeys.seats(courseId) });
    return;
  }
  queryClient.setQueryData<SeatInfo>(enrollmentKeys.seats(courseId), (old) =>
    old ? { ...old, ...seats } : old,
  );
}

function changeCount(queryClient: QueryClient, courseId: string, by: 1 | -1): void {
  updateCachedCourse(queryClient, courseId, (course) => ({
    ...course,
    enrollments: Math.max(0, course.enrollments + by),
  }));
  // A "most popular" page may now be in another order: refetch it when next shown.
  void queryClient.invalidateQueries({ queryKey: courseKeys.lists(), refetchType: 'none' });
}

/**
 * After a refused write (409: the last seat went, the limit was reached elsewhere; 404: the
 * course is gone) what we showed was stale: fetch the truth again.
 */
async function refreshAfterConflict(
  queryClient: QueryClient,
  email: string,
  courseId: string,
  error: unknown,
): Promise<void> {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.seats(courseId) }),
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.user(email) }),
    queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
    // The catalogue reads seats left off its cached pages: show the truth there too.
    queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  ]);
}

export function enrollMutation(client: ApiClient, queryClient: QueryClient, email: string) {
  return mutationOptions({
    mutationKey: [...enrollmentKeys.all, 'enroll'],
    mutationFn: ({ courseId }: EnrollmentVariables) =>
      unwrap(
        client.POST('/enrollments', {
          body: { courseId, enrolledAt: new Date().toISOString() },
        }),
        enrollmentTexts.enrollFailed,
      ),
    onSuccess: async (result, { courseId }) => {
      // docs/product.md, Enrolment: after enrol the seat count comes from the response.
      setSeats(queryClient, courseId, result);
      queryClient.setQueryData(enrollmentKeys.check(email, courseId), true);
      queryClient.setQueryData(userEnrollmentsQuery(client, email).queryKey, (list) =>
        list ? [...list.filter((e) => e.courseId !== courseId), result.enrollment] : list,
      );
      changeCount(queryClient, courseId, 1);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.withCourses(email) }),
        // A new learner may now rate the course (docs/product.md, Ratings & Reviews).
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine(courseId, email) }),
        // ...and open its lessons, with the progress kept from an earlier enrolment (section 5).
        queryClient.invalidateQueries({ queryKey: learningKeys.user(email) }),
        queryClient.invalidateQueries({ queryKey: curriculumKeys.lessons(courseId) }),
      ]);
    },
    onError: (error, { courseId }) => refreshAfterConflict(queryClient, email, courseId, error),
  });
}

export function unenrollMutation(client: ApiClient, queryClient: QueryClient, email: string) {
  return mutationOptions({
    mutationKey: [...enrollmentKeys.all, 'unenroll'],
    mutationFn: ({ courseId }: EnrollmentVariables) =>
      unwrap(
        client.DELETE('/enrollments', { body: { courseId, userEmail: email } }),
        enrollmentTexts.unenrollFailed,
      ),
    onSuccess: (result, { courseId }) => {
      // docs/product.md, Enrolment: after unenrol a seat is free again and the course is not full.
      setSeats(queryClient, courseId, result);
      queryClient.setQueryData(enrollmentKeys.check(email, courseId), false);
      queryClient.setQueryData(userEnrollmentsQuery(client, email).queryKey, (list) =>
        list?.filter((e) => e.courseId !== courseId),
      );
      queryClient.setQueryData(enrollmentsWithCoursesQuery(client, email).queryKey, (list) =>
        list?.filter((e) => e.courseId !== courseId),
      );
      changeCount(queryClient, courseId, -1);
      // Its lessons close; the progress is kept but no longer 'Continue' (section 5).
      void queryClient.invalidateQueries({ queryKey: learningKeys.user(email) });
      void queryClient.invalidateQueries({ queryKey: curriculumKeys.lessons(courseId) });
    },
    onError: (error, { courseId }) => refreshAfterConflict(queryClient, email, courseId, error),
  });
}

function useEmail(): string {
  return useSession().user?.email ?? '';
}

/** Enrol the signed-in user; seats, check, enrollments and the course's count follow. */
export function useEnroll() {
  return useApiMutation(enrollMutation, useEmail());
}

/** Unenrol the signed-in user (course detail and My Enrolled Courses). */
export function useUnenroll() {
  return useApiMutation(unenrollMutation, useEmail());
}
