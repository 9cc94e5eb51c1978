import { unwrap, type ApiClient, type NotificationList } from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { notificationTexts } from '../texts';
import { notificationKeys } from './keys';

/** How often an open page asks again, so the bell hears of others' actions without a reload. */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

export function notificationsQuery(client: ApiClient) {
  return queryOptions<NotificationList>({
    queryKey: notificationKeys.list(),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/notifications', { signal }), notificationTexts.loadFailed),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  });
}

/** The signed-in user's notifications, newest first, and how many are unread. */
export function useNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQuery(useApiClient()), enabled: options.enabled ?? true });
}
