import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /blog: the list of articles. */
export const blogRoute = defineRoute({
  name: 'Blog',
  path: paths.blog.path,
  access: 'public',
  title: 'Blog',
  sitemap: true,
  page: () => import('./Blog'),
});
