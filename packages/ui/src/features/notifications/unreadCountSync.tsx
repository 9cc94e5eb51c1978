import { useEffect } from 'react';
import { useNotifications } from './api/queries';
import { setUnread } from './unreadCount';

/** Keeps the navbar's count in step with the notifications query; renders nothing. Signed in only. */
export function UnreadCountSync() {
  const count = useNotifications().data?.unread ?? 0;
  useEffect(() => setUnread(count), [count]);
  useEffect(() => () => setUnread(0), []);
  return null;
}
