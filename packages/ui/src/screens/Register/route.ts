import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /register: a new account, then back to where the visitor was going. */
export const registerRoute = defineRoute({
  name: 'Register',
  path: paths.register.path,
  access: 'public',
  title: 'Register',
  page: () => import('./Register'),
});
