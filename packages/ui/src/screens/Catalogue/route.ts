import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /courses: the catalogue, its search, category, sort and page in the URL. */
export const catalogueRoute = defineRoute({
  name: 'Catalogue',
  path: paths.courses.path,
  access: 'public',
  title: 'Courses',
  sitemap: true,
  page: () => import('./Catalogue'),
});
