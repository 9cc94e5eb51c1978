import type { QueryClient } from '@tanstack/react-query';

/**
 * Forgets every answer that belongs to one user (queries marked `meta.scope: 'user'`), so the
 * next person at this browser never sees the last one's enrollments or courses, not even briefly.
 */
export function clearUserData(queryClient: QueryClient): void {
  const belongsToUser = {
    predicate: (query: { meta?: { scope?: string } }) => query.meta?.scope === 'user',
  };
  void queryClient.cancelQueries(belongsToUser);
  queryClient.removeQueries(belongsToUser);
}
