import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /about: what EduGate is and for whom. */
export const aboutRoute = defineRoute({
  name: 'About',
  path: routes.about,
  access: 'public',
  title: 'About Us',
  page: () => import('./page'),
});
