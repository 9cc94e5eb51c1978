import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /certificates/:id: a certificate, public to anyone with its link; the server renders it. */
export const certificateRoute = defineRoute({
  name: 'Certificate',
  path: paths.certificate.path,
  access: 'public',
  title: 'Certificate',
  page: () => import('./Certificate'),
});
