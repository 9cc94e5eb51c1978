import type { ApiClient } from '@edugate/api-client';
import { createContext, useContext, type ReactNode } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Holds the typed API client. The app builds it against the real server; stories build it
 * against MSW's base URL. Screens never know which.
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient() needs an <ApiProvider> above it.');
  return client;
}
