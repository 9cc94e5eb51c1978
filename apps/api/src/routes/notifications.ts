import { messages } from '@edugate/api-client/messages';
import { notificationData } from '../tables/notifications.ts';
import { callerEmail, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

type NotificationOperations =
  | 'listNotifications'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'markNotificationsSeen';

export function notificationHandlers({
  db,
}: Deps): Pick<OperationHandlers, NotificationOperations> {
  const notifications = notificationData(db);
  return {
    async listNotifications(request) {
      const email = callerEmail(request);
      // Cached per user and kept exact across processes like every cached read: each write
      // (an event's, a mark-read) clears it here and moves the change counter for the others.
      return db.readCache.read(`listNotifications:${email}`, () => notifications.list(email));
    },

    async markNotificationRead(request) {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(messages.notificationNotFound);
      return notifications.markRead(id, callerEmail(request));
    },

    async markAllNotificationsRead(request, reply) {
      await notifications.markAllRead(callerEmail(request));
      return reply.code(204).send();
    },

    async markNotificationsSeen(request, reply) {
      await notifications.markSeen(callerEmail(request));
      return reply.code(204).send();
    },
  };
}
