import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /notifications: the signed-in user's notifications (issue 30 point 4). */
export const notificationsRoute = defineRoute({
  name: 'Notifications',
  path: paths.notifications.path,
  access: 'protected',
  title: 'Notifications',
  page: () => import('./Notifications'),
});
