import type { ApiClient } from '@edugate/api-client';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useApiClient } from './ApiContext';

/**
 * `useMutation` of the options a feature's `…Mutation(client, queryClient, …rest)` factory builds,
 * given this app's API client and query cache: each mutation hook is then one line.
 */
export function useApiMutation<TData, TError, TVariables, TContext, Rest extends unknown[]>(
  factory: (
    client: ApiClient,
    queryClient: QueryClient,
    ...rest: Rest
  ) => UseMutationOptions<TData, TError, TVariables, TContext>,
  ...rest: Rest
) {
  return useMutation(factory(useApiClient(), useQueryClient(), ...rest));
}
