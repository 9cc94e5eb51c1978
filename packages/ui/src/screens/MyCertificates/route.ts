import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /my-certificates: the signed-in learner's certificates. */
export const myCertificatesRoute = defineRoute({
  name: 'MyCertificates',
  path: routes.myCertificates,
  access: 'protected',
  title: 'My Certificates',
  page: () => import('./page'),
});
