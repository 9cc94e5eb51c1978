import { useEffect, useSyncExternalStore } from 'react';
import { useNotifications } from './api/queries';

/*
 * The unread count for the navbar. The shell (navbar, footer) paints before the data layer
 * (TanStack Query and the API client) has loaded, outside it (ADR 7), so it cannot ask the query
 * itself: UnreadCountSync, inside the data layer, copies the count here, and the shell reads it.
 */
let unread = 0;
const listeners = new Set<() => void>();

function setUnread(value: number) {
  if (value === unread) return;
  unread = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's unread count as last fetched; 0 before that, signed out and on a server. */
export function useUnreadCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
}

/** Keeps the navbar's count in step with the notifications query; renders nothing. Signed in only. */
export function UnreadCountSync() {
  const count = useNotifications().data?.unread ?? 0;
  useEffect(() => setUnread(count), [count]);
  useEffect(() => () => setUnread(0), []);
  return null;
}
