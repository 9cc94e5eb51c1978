import { unwrap, type ApiClient, type Job } from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { jobTexts } from '../texts';
import { jobKeys } from './keys';

export function jobListQuery(client: ApiClient) {
  return queryOptions<Job[]>({
    queryKey: jobKeys.list(),
    queryFn: async ({ signal }) => {
      const jobs = await unwrap(client.GET('/jobs', { signal }), jobTexts.loadFailed);
      return Array.isArray(jobs) ? jobs : [];
    },
  });
}

/** Every job, newest first (the server's order). */
export function useJobs() {
  return useQuery(jobListQuery(useApiClient()));
}
