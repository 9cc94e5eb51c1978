import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { MockDb } from '../db';
import { error, http, signedIn } from './http';

/** The list's limit (the contract's maxItems). */
const LIST_LIMIT = 100;

/**
 * The caller's notifications. The mock db holds only the caller's, so nothing here
 * writes one: the events that cause them happen to other users in the mocks' single-user world.
 */
export function notificationHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get('/notifications', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const listed = [...db.notifications]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
        .slice(0, LIST_LIMIT);
      const unread = listed.filter((n) => !n.read);
      return response(200).json({
        notifications: listed,
        unread: unread.length,
        unseen: unread.filter((n) => !db.seenNotificationIds.has(n._id)).length,
      });
    }),

    http.post('/notifications/seen', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      for (const notification of db.notifications) db.seenNotificationIds.add(notification._id);
      return response(204).empty();
    }),

    http.post('/notifications/read', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      for (const notification of db.notifications) notification.read = true;
      return response(204).empty();
    }),

    http.post('/notifications/{id}/read', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const notification = db.notifications.find((n) => n._id === params.id);
      if (!notification) return error(404, messages.notificationNotFound);
      notification.read = true;
      return response(200).json(notification);
    }),
  ];
}
