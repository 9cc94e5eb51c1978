import { unwrap, type ApiClient, type CourseInsights } from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { insightsTexts } from '../texts';
import { insightsKeys } from './keys';

export function courseInsightsQuery(client: ApiClient, email: string, courseId: string) {
  return queryOptions<CourseInsights>({
    queryKey: insightsKeys.course(email, courseId),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}/insights', { params: { path: { id: courseId } }, signal }),
        insightsTexts.loadFailed,
      ),
  });
}

/** One of the signed-in author's courses, as figures; idle while signed out. */
export function useCourseInsights(courseId: string) {
  const email = useSession().user?.email ?? '';
  return useQuery({
    ...courseInsightsQuery(useApiClient(), email, courseId),
    enabled: email !== '',
  });
}
