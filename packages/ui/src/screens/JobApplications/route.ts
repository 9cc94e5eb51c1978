import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /my-jobs/:id/applications: a poster's applications to one of their jobs. */
export const jobApplicationsRoute = defineRoute({
  name: 'JobApplications',
  path: paths.jobApplications.path,
  access: 'protected',
  title: 'Applications',
  page: () => import('./JobApplications'),
});
