import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /my-certificates: the signed-in learner's certificates. */
export const myCertificatesRoute = defineRoute({
  name: 'MyCertificates',
  path: paths.myCertificates.path,
  access: 'protected',
  title: 'My Certificates',
  page: () => import('./MyCertificates'),
});
