import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /notifications: the signed-in user's notifications. */
export const notificationsRoute = defineRoute({
  name: 'Notifications',
  path: paths.notifications.path,
  access: 'protected',
  title: 'Notifications',
  page: () => import('./Notifications'),
});
