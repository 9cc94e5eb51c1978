import { unwrap, type ApiClient, type SavedJob } from '@edugate/api-client';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { savedJobTexts } from '../texts';
import { savedJobKeys } from './keys';

export interface SaveJobVariables {
  jobId: string;
  /** true saves the job, false unsaves it. */
  save: boolean;
}

interface Snapshot {
  previous: SavedJob[] | undefined;
}

/**
 * Saves or unsaves one job. The toggle shows the new state at once (it reads `variables` while
 * the call is pending); an unsave also leaves the cached list at once, so Saved Jobs drops the
 * row without waiting. A refusal puts the list back as it was (the caller says why in a toast),
 * and either way the list is fetched again; the call stays pending until it has arrived, so the
 * toggle never flips back for a moment.
 */
export function saveJobMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...savedJobKeys.all, 'toggle'],
    mutationFn: async ({ jobId, save }: SaveJobVariables) => {
      const params = { params: { path: { id: jobId } } };
      await (save
        ? unwrap(client.PUT('/jobs/{id}/saved', params), savedJobTexts.saveFailed)
        : unwrap(client.DELETE('/jobs/{id}/saved', params), savedJobTexts.unsaveFailed));
    },
    onMutate: async ({ jobId, save }: SaveJobVariables): Promise<Snapshot> => {
      // A list read in flight would otherwise land over the optimistic one.
      await queryClient.cancelQueries({ queryKey: savedJobKeys.list() });
      const previous = queryClient.getQueryData<SavedJob[]>(savedJobKeys.list());
      if (!save) {
        queryClient.setQueryData<SavedJob[]>(savedJobKeys.list(), (list) =>
          list?.filter((s) => s.job._id !== jobId),
        );
      }
      return { previous };
    },
    onError: (_error, _variables, snapshot: Snapshot | undefined) => {
      if (snapshot) queryClient.setQueryData(savedJobKeys.list(), snapshot.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobKeys.list() }),
  });
}

/**
 * The toggle's mutation; `onRefused` hears of a refusal even when the toggle is gone by then (an
 * unsave takes its row off Saved Jobs at once), so the reason can still be shown.
 */
export function useSaveJob(onRefused?: (error: Error, variables: SaveJobVariables) => void) {
  const options = saveJobMutation(useApiClient(), useQueryClient());
  return useMutation({
    ...options,
    onError: (error, variables, snapshot, context) => {
      options.onError?.(error, variables, snapshot, context);
      onRefused?.(error, variables);
    },
  });
}
