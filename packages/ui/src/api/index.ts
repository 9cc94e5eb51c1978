export { ApiProvider, useApiClient } from './ApiContext';
export { useApiMutation } from './useApiMutation';
export {
  createQueryClient,
  queryClientConfig,
  type EduGateQueryMeta,
  type QueryClientOptions,
} from './queryClient';
