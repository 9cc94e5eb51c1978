import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { dataPositionMiddleware } from './data-position';
import type { paths } from './schema';
import { optionallySignedOperations, securedOperations } from './security.gen';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API, e.g. `http://localhost:4000`. */
  baseUrl: string;
  /** The signed-in user's Firebase ID token, or null when signed out. Called per secured request. */
  getIdToken: () => Promise<string | null>;
  /** A fetch implementation; defaults to the global one (MSW intercepts either). */
  fetch?: typeof globalThis.fetch;
}

/**
 * Adds the bearer token to the operations openapi.yaml marks as secured or optionally signed
 * (public, with the caller's own data when signed in: the job board), and only to those, so a
 * public call never leaks a credential. POST /jwt also sends cookies, since it sets one.
 */
function authMiddleware(getIdToken: ApiClientOptions['getIdToken']): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const operation = `${request.method} ${schemaPath}`;
      if (!securedOperations.has(operation) && !optionallySignedOperations.has(operation))
        return undefined;
      const token = await getIdToken();
      const headers = new Headers(request.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const credentials: Request['credentials'] =
        operation === 'POST /jwt' ? 'include' : request.credentials;
      return new Request(request, { headers, credentials });
    },
  };
}

export function createApiClient({ baseUrl, getIdToken, fetch }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    ...(fetch ? { fetch } : {}),
  });
  client.use(authMiddleware(getIdToken));
  client.use(dataPositionMiddleware());
  return client;
}
