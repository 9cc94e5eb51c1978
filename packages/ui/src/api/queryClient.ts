import { ApiError } from '@edugate/api-client';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** What a query's `meta` may say. `scope: 'user'` marks data that must go when the user signs out. */
export interface EduGateQueryMeta extends Record<string, unknown> {
  scope?: 'user';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: EduGateQueryMeta;
  }
}

/** Retry a failed read once, but never a 4xx: the answer will not change by asking again. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export interface QueryClientOptions {
  /** False in stories and tests, so a failure shows at once and every run is the same. */
  retry?: boolean;
}

/**
 * The one set of query defaults, used by the app and by stories and tests (which only turn
 * retries off). Data stays fresh for 30 s; screens refetch on mount after that.
 */
export function queryClientConfig({ retry = true }: QueryClientOptions = {}): QueryClientConfig {
  return {
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retry ? retryOnce : false,
      },
      mutations: { retry: false },
    },
  };
}

export function createQueryClient(options?: QueryClientOptions): QueryClient {
  return new QueryClient(queryClientConfig(options));
}
