import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /blog: the list of articles. */
export const blogRoute = defineRoute({
  name: 'Blog',
  path: routes.blog,
  access: 'public',
  title: 'Blog',
  page: () => import('./page'),
});
