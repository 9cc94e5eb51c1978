import { unwrap, type ApiClient, type NotificationList } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { notificationTexts } from '../texts';
import { notificationKeys } from './keys';

/** The list with `ids` (every one when null) read, and the counts to match (read is seen). */
function markedRead(list: NotificationList | undefined, ids: string[] | null) {
  if (!list) return list;
  const notifications = list.notifications.map((n) =>
    ids === null || ids.includes(n._id) ? { ...n, read: true } : n,
  );
  const unread = notifications.filter((n) => !n.read).length;
  return { notifications, unread, unseen: Math.min(list.unseen, unread) };
}

/** Opening a notification marks it read: the bell's count drops at once, the refetch confirms. */
export function markNotificationReadMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'read'],
    mutationFn: (id: string) =>
      unwrap(
        client.POST('/notifications/{id}/read', { params: { path: { id } } }),
        notificationTexts.markFailed,
      ),
    onMutate: (id: string) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        markedRead(list, [id]),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function markAllNotificationsReadMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'read-all'],
    mutationFn: () => unwrap(client.POST('/notifications/read'), notificationTexts.markFailed),
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        markedRead(list, null),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

/**
 * The list is open: every notification in it is seen, so the navbar's count clears; each stays
 * unread (and marked so) until followed or 'Mark all as read'.
 */
export function markNotificationsSeenMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'seen'],
    mutationFn: () => unwrap(client.POST('/notifications/seen'), notificationTexts.markFailed),
    // Not before the server agrees: a refused call leaves the count, so the list, which sees
    // them whenever the count rises, does not ask again and again.
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(
        notificationKeys.list(),
        (list) => list && { ...list, unseen: 0 },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export const useMarkNotificationRead = () => useApiMutation(markNotificationReadMutation);
export const useMarkAllNotificationsRead = () => useApiMutation(markAllNotificationsReadMutation);
export const useMarkNotificationsSeen = () => useApiMutation(markNotificationsSeenMutation);
