import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /my-applications: the signed-in user's applications. */
export const myApplicationsRoute = defineRoute({
  name: 'MyApplications',
  path: routes.myApplications,
  access: 'protected',
  title: 'My Applications',
  page: () => import('./page'),
});
