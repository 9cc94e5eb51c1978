import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /courses: the catalogue, its search, category, sort and page in the URL. */
export const catalogueRoute = defineRoute({
  name: 'Catalogue',
  path: routes.courses,
  access: 'public',
  title: 'Courses',
  page: () => import('./page'),
});
