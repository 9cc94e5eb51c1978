import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /about: what EduGate is and for whom. */
export const aboutRoute = defineRoute({
  name: 'About',
  path: paths.about.path,
  access: 'public',
  title: 'About Us',
  sitemap: true,
  page: () => import('./About'),
});
