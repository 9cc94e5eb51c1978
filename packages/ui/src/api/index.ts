export { ApiProvider, useApiClient } from './ApiContext';
export {
  createQueryClient,
  queryClientConfig,
  type EduGateQueryMeta,
  type QueryClientOptions,
} from './queryClient';
