import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /profile: the signed-in person's name, photo, password and account. */
export const profileRoute = defineRoute({
  name: 'Profile',
  path: paths.profile.path,
  access: 'protected',
  title: 'Profile',
  page: () => import('./Profile'),
});
