export { notificationKeys } from './api/keys';
export { notificationsQuery, useNotifications, NOTIFICATIONS_REFETCH_MS } from './api/queries';
export {
  markNotificationReadMutation,
  markAllNotificationsReadMutation,
  markNotificationsSeenMutation,
  useMarkNotificationRead,
  useMarkAllNotificationsRead,
  useMarkNotificationsSeen,
} from './api/mutations';
export { notificationLink } from './links';
export { notificationTexts, notificationSentence } from './texts';
export { NotificationBell } from './components/NotificationBell';
export { NotificationItem } from './components/NotificationItem';
export { useUnreadCount } from './unreadCount';
export { UnreadCountSync } from './unreadCountSync';
