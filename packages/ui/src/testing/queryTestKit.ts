import { createApiClient, type ApiClient } from '@edugate/api-client';
import {
  createHandlers,
  createMockDb,
  fixtureUser,
  MOCK_API_BASE_URL,
  type MockDb,
} from '@edugate/api-client/mocks';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createQueryClient } from '../api/queryClient';

/**
 * Node harness for the data layer: the contract's mock handlers over a fresh mock database,
 * the typed client signed in as the fixture user, and a QueryClient with the app's defaults
 * (retries off). Query options and mutation options run against it without React.
 */
export function dataLayerHarness() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    server,
    /** A fresh world: database, handlers, client and cache. */
    setup(db: MockDb = createMockDb()): {
      db: MockDb;
      client: ApiClient;
      queryClient: QueryClient;
    } {
      server.resetHandlers(...createHandlers(db));
      const client = createApiClient({
        baseUrl: MOCK_API_BASE_URL,
        getIdToken: async () => 'test-token',
      });
      return { db, client, queryClient: createQueryClient({ retry: false }) };
    },
    email: fixtureUser.email,
  };
}

/** Runs a mutation the way `useMutation` would (its onSuccess/onError included). */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation options object fits
  options: any,
  variables: TVariables,
): Promise<TData> {
  const observer = new MutationObserver<TData, Error, TVariables>(queryClient, options);
  return observer.mutate(variables);
}
