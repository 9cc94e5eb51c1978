import type { ApiClient } from '@edugate/api-client';
import { ApiProvider, createQueryClient } from '@edugate/ui/api';
import { SessionSync } from '@edugate/ui/features/session/SessionSync';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** One cache for the whole visit, with the UI's shared defaults. */
const queryClient = createQueryClient();

/**
 * What the pages need to read and write data: the query cache and the API client, plus
 * SessionSync (a server session on sign-in; the user's data leaves the cache on sign-out).
 * A chunk of its own, downloaded beside the first page's chunk: the shell (navbar, footer)
 * needs none of it, so it paints without TanStack Query.
 */
export default function DataLayer({ api, children }: { api: ApiClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <SessionSync />
        {children}
      </ApiProvider>
    </QueryClientProvider>
  );
}
