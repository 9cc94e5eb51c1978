import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /: the carousel, the latest and most popular courses, categories and why EduGate. */
export const homeRoute = defineRoute({
  name: 'Home',
  path: paths.home.path,
  access: 'public',
  title: 'Home',
  sitemap: true,
  page: () => import('./Home'),
});
