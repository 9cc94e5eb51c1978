import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /my-applications: the signed-in user's applications. */
export const myApplicationsRoute = defineRoute({
  name: 'MyApplications',
  path: paths.myApplications.path,
  access: 'protected',
  title: 'My Applications',
  page: () => import('./MyApplications'),
});
