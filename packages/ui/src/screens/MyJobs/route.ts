import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /my-jobs: the jobs the signed-in user posted. */
export const myJobsRoute = defineRoute({
  name: 'MyJobs',
  path: paths.myJobs.path,
  access: 'protected',
  title: 'My Jobs',
  page: () => import('./MyJobs'),
});
