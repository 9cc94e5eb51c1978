import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /jobs: the job board (search and type in the URL, applying and posting in dialogs). */
export const jobsRoute = defineRoute({
  name: 'Jobs',
  path: paths.jobs.path,
  access: 'public',
  title: 'Jobs',
  sitemap: true,
  page: () => import('./Jobs'),
});
