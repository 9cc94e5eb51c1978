import type { ApiClient } from '@edugate/api-client';
import { ApiProvider, createQueryClient } from '@edugate/ui/api';
import { UnreadCountSync } from '@edugate/ui/features/notifications/sync';
import { SessionSync } from '@edugate/ui/session/sync';
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface DataLayerProps {
  api: ApiClient;
  /** The server's cache for this one request; the browser keeps one cache for the whole visit. */
  queryClient?: QueryClient;
  /** What the server fetched for the page it rendered (its cache, dehydrated). */
  serverData?: DehydratedState;
  children: ReactNode;
}

let browserCache: QueryClient | undefined;

/** The browser's one cache, with the UI's shared defaults. Never on a server: it would be shared. */
function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') {
    throw new Error('A server render must pass its own queryClient to the data layer.');
  }
  return (browserCache ??= createQueryClient());
}

/**
 * What the pages need to read and write data: the query cache and the API client, plus
 * SessionSync (a server session on sign-in; the user's data leaves the cache on sign-out) and
 * UnreadCountSync (the navbar's unread notifications, for the shell outside this layer).
 * A chunk of its own, downloaded beside the first page's chunk: the shell (navbar, footer)
 * needs none of it, so it paints without TanStack Query.
 */
export function DataLayer({ api, queryClient, serverData, children }: DataLayerProps) {
  return (
    <QueryClientProvider client={queryClient ?? browserQueryClient()}>
      <HydrationBoundary state={serverData}>
        <ApiProvider client={api}>
          <SessionSync />
          <UnreadCountSync />
          {children}
        </ApiProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
