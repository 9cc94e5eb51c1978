import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /certificates/:id: a certificate, public to anyone with its link; the server renders it. */
export const certificateRoute = defineRoute({
  name: 'Certificate',
  path: routes.certificate,
  access: 'public',
  title: 'Certificate',
  page: () => import('./page'),
});
