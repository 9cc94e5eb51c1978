import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /my-jobs: the jobs the signed-in user posted. */
export const myJobsRoute = defineRoute({
  name: 'MyJobs',
  path: routes.myJobs,
  access: 'protected',
  title: 'My Jobs',
  page: () => import('./page'),
});
