import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /profile: the signed-in person's name, photo, password and account (issue 30 point 2). */
export const profileRoute = defineRoute({
  name: 'Profile',
  path: paths.profile.path,
  access: 'protected',
  title: 'Profile',
  page: () => import('./Profile'),
});
