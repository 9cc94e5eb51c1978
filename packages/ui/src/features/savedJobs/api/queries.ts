import { unwrap, type ApiClient, type SavedJob } from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { savedJobTexts } from '../texts';
import { savedJobKeys } from './keys';

export function savedJobsQuery(client: ApiClient) {
  return queryOptions<SavedJob[]>({
    queryKey: savedJobKeys.list(),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/jobs/saved', { signal }), savedJobTexts.loadFailed),
  });
}

/** The signed-in user's saved jobs, newest saved first, closed ones included. */
export function useSavedJobs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...savedJobsQuery(useApiClient()), enabled: options.enabled ?? true });
}

/**
 * The ids of the jobs the reader saved, for the toggles on cards and a job's page: empty (and
 * nothing fetched) while signed out. One list for every toggle on the page (at most 100 ids).
 */
export function useSavedJobIds(): ReadonlySet<string> {
  const signedIn = useSession().status === 'signedIn';
  const saved = useSavedJobs({ enabled: signedIn });
  return new Set(signedIn ? (saved.data ?? []).map((s) => s.job._id) : []);
}
