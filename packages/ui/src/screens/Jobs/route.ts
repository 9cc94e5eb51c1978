import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /jobs: the job board (search and type in the URL, applying and posting in dialogs). */
export const jobsRoute = defineRoute({
  name: 'Jobs',
  path: routes.jobs,
  access: 'public',
  title: 'Jobs',
  page: () => import('./page'),
});
