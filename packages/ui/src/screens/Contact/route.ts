import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /contact: who runs this EduGate and how to reach them (the app's configuration). */
export const contactRoute = defineRoute({
  name: 'Contact',
  path: routes.contact,
  access: 'public',
  title: 'Contact',
  page: () => import('./page'),
});
