import {
  ApiError,
  unwrap,
  type ApiClient,
  type Certificate,
  type CourseProgress,
  type EnrolledProgress,
  type LatestQuizAttempt,
} from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { learningTexts } from '../texts';
import { learningKeys } from './keys';

export function courseProgressQuery(client: ApiClient, email: string, courseId: string) {
  return queryOptions<CourseProgress>({
    queryKey: learningKeys.progress(email, courseId),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}/progress', { params: { path: { id: courseId } }, signal }),
        learningTexts.progressFailed,
      ),
  });
}

/** The signed-in user's progress in a course; idle while signed out. */
export function useCourseProgress(courseId: string, options: { enabled?: boolean } = {}) {
  const email = useSession().user?.email ?? '';
  return useQuery({
    ...courseProgressQuery(useApiClient(), email, courseId),
    enabled: email !== '' && (options.enabled ?? true),
  });
}

export function myProgressQuery(client: ApiClient, email: string) {
  return queryOptions<EnrolledProgress[]>({
    queryKey: learningKeys.myProgress(email),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/progress', { signal }), learningTexts.progressFailed),
  });
}

/** Progress in every enrolled course, the one opened last first; idle while signed out. */
export function useMyProgress(options: { enabled?: boolean } = {}) {
  const email = useSession().user?.email ?? '';
  return useQuery({
    ...myProgressQuery(useApiClient(), email),
    enabled: email !== '' && (options.enabled ?? true),
  });
}

export function latestAttemptQuery(
  client: ApiClient,
  email: string,
  courseId: string,
  lessonId: string,
) {
  return queryOptions<LatestQuizAttempt>({
    queryKey: learningKeys.latestAttempt(email, lessonId),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}/lessons/{lessonId}/attempts/latest', {
          params: { path: { id: courseId, lessonId } },
          signal,
        }),
        learningTexts.attemptFailed,
      ),
  });
}

/** The signed-in user's latest graded attempt at a quiz (`attempt` null before the first). */
export function useLatestAttempt(
  courseId: string,
  lessonId: string,
  options: { enabled?: boolean } = {},
) {
  const email = useSession().user?.email ?? '';
  return useQuery({
    ...latestAttemptQuery(useApiClient(), email, courseId, lessonId),
    enabled: email !== '' && (options.enabled ?? true),
  });
}

/**
 * A certificate, public: the page the server renders for anyone with its link. An unknown id is
 * an answer, not a failure (null): the server renders 'Certificate not found' with the 404 status
 * and the browser takes the same answer over.
 */
export function certificateQuery(client: ApiClient, id: string) {
  return queryOptions<Certificate | null>({
    queryKey: learningKeys.certificate(id),
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(
          client.GET('/certificates/{certificateId}', {
            params: { path: { certificateId: id } },
            signal,
          }),
          learningTexts.certificateFailed,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCertificate(id: string) {
  return useQuery(certificateQuery(useApiClient(), id));
}

export function myCertificatesQuery(client: ApiClient, email: string) {
  return queryOptions<Certificate[]>({
    queryKey: learningKeys.myCertificates(email),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/certificates/mine', { signal }), learningTexts.certificatesFailed),
  });
}

export function useMyCertificates() {
  const email = useSession().user?.email ?? '';
  return useQuery({ ...myCertificatesQuery(useApiClient(), email), enabled: email !== '' });
}
