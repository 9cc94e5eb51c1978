import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../src';
import { MOCK_API_BASE_URL } from '../src/mocks';

/** One MSW server per test file; tests add handlers with `server.use(...)`. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

export const TOKEN = 'test-id-token';

export function signedInClient() {
  return createApiClient({ baseUrl: MOCK_API_BASE_URL, getIdToken: async () => TOKEN });
}

export function signedOutClient() {
  return createApiClient({ baseUrl: MOCK_API_BASE_URL, getIdToken: async () => null });
}
