import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /register: a new account, then back to where the visitor was going. */
export const registerRoute = defineRoute({
  name: 'Register',
  path: routes.register,
  access: 'public',
  title: 'Register',
  page: () => import('./page'),
});
