import { useSyncExternalStore } from 'react';

/*
 * The unread count for the navbar. The shell (navbar, footer) paints before the data layer
 * (TanStack Query and the API client) has loaded, outside it (ADR 7), so it cannot ask the query
 * itself: UnreadCountSync (unreadCountSync.tsx), inside the data layer, copies the count here and
 * the shell reads it. This module imports no query code, so the shell's chunk stays without it.
 */
let unread = 0;
const listeners = new Set<() => void>();

/** Written only by UnreadCountSync. */
export function setUnread(value: number) {
  if (value === unread) return;
  unread = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The signed-in user's count of new notifications (unread and not seen in the list yet) as last
 * fetched; 0 before that, signed out and on a server.
 */
export function useUnreadCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
}
