import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /faq: answers from the product's own rules. */
export const faqRoute = defineRoute({
  name: 'Faq',
  path: routes.faq,
  access: 'public',
  title: 'FAQ',
  page: () => import('./page'),
});
