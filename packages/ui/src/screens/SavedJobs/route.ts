import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /saved-jobs: the jobs the signed-in user saved (docs/product.md, Saved jobs). */
export const savedJobsRoute = defineRoute({
  name: 'SavedJobs',
  path: paths.savedJobs.path,
  access: 'protected',
  title: 'Saved Jobs',
  page: () => import('./SavedJobs'),
});
