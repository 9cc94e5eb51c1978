import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /login: sign in, then back to where the visitor was going. */
export const loginRoute = defineRoute({
  name: 'Login',
  path: routes.login,
  access: 'public',
  title: 'Login',
  page: () => import('./page'),
});
