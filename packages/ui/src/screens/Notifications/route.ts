import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /notifications: the signed-in user's notifications (issue 30 point 4). */
export const notificationsRoute = defineRoute({
  name: 'Notifications',
  path: routes.notifications,
  access: 'protected',
  title: 'Notifications',
  page: () => import('./page'),
});
