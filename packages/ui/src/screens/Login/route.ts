import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /login: sign in, then back to where the visitor was going. */
export const loginRoute = defineRoute({
  name: 'Login',
  path: paths.login.path,
  access: 'public',
  title: 'Login',
  page: () => import('./Login'),
});
