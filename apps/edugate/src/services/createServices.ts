import { createApiClient, type ApiClient } from '@edugate/api-client';
import type { AppConfig } from '../config';
import { LazySession, type LoadAdapter } from './lazySession';

export interface AppServices {
  api: ApiClient;
  session: LazySession;
}

/**
 * Builds the app's long-lived services once: the API client and the session (which starts
 * loading the Firebase SDK). The query cache lives in the lazily loaded data layer.
 */
export function createServices(config: AppConfig, loadAdapter?: LoadAdapter): AppServices {
  const session = new LazySession(config, loadAdapter);
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getIdToken: () => session.session.getIdToken(),
  });
  return { api, session };
}
