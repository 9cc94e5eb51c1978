import { unwrap, type ApiClient, type CourseOutline, type Lesson } from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { curriculumTexts } from '../texts';
import { curriculumKeys } from './keys';

/** A course's public outline: sections and lessons, never their content. */
export function outlineQuery(client: ApiClient, courseId: string) {
  return queryOptions<CourseOutline>({
    queryKey: curriculumKeys.outline(courseId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}/curriculum', { params: { path: { id: courseId } }, signal }),
        curriculumTexts.loadFailed,
      ),
  });
}

export function useOutline(courseId: string) {
  return useQuery(outlineQuery(useApiClient(), courseId));
}

/** A lesson's content for the signed-in user: `error.status` 403 when they may not open it. */
export function lessonQuery(client: ApiClient, courseId: string, lessonId: string, email: string) {
  return queryOptions<Lesson>({
    queryKey: curriculumKeys.lesson(courseId, lessonId, email),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}/lessons/{lessonId}', {
          params: { path: { id: courseId, lessonId } },
          signal,
        }),
        curriculumTexts.lessonFailed,
      ),
  });
}

/** The lesson; idle while signed out, or with no lesson to load (`lessonId` empty). */
export function useLesson(courseId: string, lessonId: string) {
  const email = useSession().user?.email ?? '';
  return useQuery({
    ...lessonQuery(useApiClient(), courseId, lessonId, email),
    enabled: email !== '' && lessonId !== '',
  });
}
