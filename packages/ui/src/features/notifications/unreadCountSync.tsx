import { useEffect } from 'react';
import { useSession } from '../../session';
import { useNotifications } from './api/queries';
import { setUnread } from './unreadCount';

/**
 * Keeps the navbar's count in step with the notifications query while someone is signed in:
 * the new ones (`unseen`, which opening the list clears), not every unread one; renders nothing. Mounted once, inside the data layer, by the app (DataLayer) and by the
 * stories' API decorator: the shell that shows the count sits outside the data layer.
 */
export function UnreadCountSync() {
  const { status, user } = useSession();
  return status === 'signedIn' && user?.email ? <UnreadCount /> : null;
}

function UnreadCount() {
  const count = useNotifications().data?.unseen ?? 0;
  useEffect(() => setUnread(count), [count]);
  useEffect(() => () => setUnread(0), []);
  return null;
}
