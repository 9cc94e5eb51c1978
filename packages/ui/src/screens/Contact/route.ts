import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /contact: who runs this EduGate and how to reach them (the app's configuration). */
export const contactRoute = defineRoute({
  name: 'Contact',
  path: paths.contact.path,
  access: 'public',
  title: 'Contact',
  sitemap: true,
  page: () => import('./Contact'),
});
