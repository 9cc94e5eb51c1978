import { useEffect } from 'react';
import { useNotifications } from './api/queries';
import { setUnread } from './unreadCount';

/**
 * Keeps the navbar's count in step with the notifications query: the new ones (`unseen`, which
 * opening the list clears), not every unread one. Renders nothing. Signed in only.
 */
export function UnreadCountSync() {
  const count = useNotifications().data?.unseen ?? 0;
  useEffect(() => setUnread(count), [count]);
  useEffect(() => () => setUnread(0), []);
  return null;
}
