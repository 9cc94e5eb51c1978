import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/**
 * /jobs/:id: one job's own page, public, rendered by the server for anyone.
 * Its title comes with the job ('{title} at {company}'): the screen sets it.
 */
export const jobDetailRoute = defineRoute({
  name: 'JobDetail',
  path: paths.jobDetail.path,
  access: 'public',
  page: () => import('./JobDetail'),
});
