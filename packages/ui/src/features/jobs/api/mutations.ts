import {
  unwrap,
  type ApiClient,
  type Job,
  type JobApplication,
  type JobInput,
} from '@edugate/api-client';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { jobTexts } from '../texts';
import { jobKeys } from './keys';

export function postJobMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'post'],
    mutationFn: (input: JobInput) =>
      unwrap(client.POST('/jobs', { body: input }), jobTexts.postFailed),
    onSuccess: async (job: Job) => {
      // The new job shows at the top of the list at once; the refetch confirms the order.
      queryClient.setQueryData<Job[]>(jobKeys.list(), (jobs) =>
        jobs ? [job, ...jobs.filter((j) => j._id !== job._id)] : jobs,
      );
      await queryClient.invalidateQueries({ queryKey: jobKeys.list() });
    },
  });
}

export interface ApplyVariables {
  jobId: string;
  application: JobApplication;
}

/** Applying changes nothing the job list shows, so there is no cache effect. */
export function applyToJobMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'apply'],
    mutationFn: ({ jobId, application }: ApplyVariables) =>
      unwrap(
        client.POST('/jobs/{id}/apply', { params: { path: { id: jobId } }, body: application }),
        jobTexts.applyFailed,
      ),
  });
}

export function usePostJob() {
  return useMutation(postJobMutation(useApiClient(), useQueryClient()));
}

export function useApplyToJob() {
  return useMutation(applyToJobMutation(useApiClient()));
}
