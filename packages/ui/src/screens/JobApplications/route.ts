import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /my-jobs/:id/applications: a poster's applications to one of their jobs. */
export const jobApplicationsRoute = defineRoute({
  name: 'JobApplications',
  path: routes.jobApplications,
  access: 'protected',
  title: 'Applications',
  page: () => import('./page'),
});
