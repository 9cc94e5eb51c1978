import { createApiClient, type ApiClient } from '@edugate/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../config';
import { LazySession, type LoadAdapter } from './lazySession';

export interface AppServices {
  api: ApiClient;
  session: LazySession;
  queryClient: QueryClient;
}

/** Builds the app's long-lived services once: the API client, the session and the query cache. */
export function createServices(config: AppConfig, loadAdapter?: LoadAdapter): AppServices {
  // The session needs the client for POST /jwt and the client needs the session's token.
  const services = {} as AppServices;
  services.api = createApiClient({
    baseUrl: config.apiUrl,
    getIdToken: () => services.session.session.getIdToken(),
  });
  services.session = new LazySession(config, () => services.api, loadAdapter);
  services.queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  });
  return services;
}
