import { defineRoute } from '../../navigation';

/** Every other address: 'Oops! Page not found', sent with the 404 status. */
export const notFoundRoute = defineRoute({
  name: 'NotFound',
  path: '*',
  access: 'public',
  page: () => import('./NotFound'),
});
