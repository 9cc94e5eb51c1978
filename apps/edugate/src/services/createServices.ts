import { createApiClient, type ApiClient } from '@edugate/api-client';
import type { AppConfig } from '../config';
import { LazySession, type LazySessionOptions, type SessionSource } from '../session';

export interface AppServices {
  api: ApiClient;
  session: SessionSource;
}

/**
 * Builds the app's long-lived services once: the API client and the session (which loads the
 * Firebase SDK when there is a session to restore, or when asked to). The query cache lives in
 * the lazily loaded data layer.
 */
export function createServices(
  config: AppConfig,
  session: LazySessionOptions,
): AppServices & { session: LazySession } {
  const source = new LazySession(config, session);
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getIdToken: () => source.session.getIdToken(),
  });
  return { api, session: source };
}
