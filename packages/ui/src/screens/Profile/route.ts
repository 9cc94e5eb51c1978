import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /profile: the signed-in person's name, photo, password and account (issue 30 point 2). */
export const profileRoute = defineRoute({
  name: 'Profile',
  path: routes.profile,
  access: 'protected',
  title: 'Profile',
  page: () => import('./page'),
});
