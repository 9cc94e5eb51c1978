import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /: the carousel, the latest and most popular courses, categories and why EduGate. */
export const homeRoute = defineRoute({
  name: 'Home',
  path: routes.home,
  access: 'public',
  title: 'Home',
  page: () => import('./page'),
});
