import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /faq: answers from the product's own rules. */
export const faqRoute = defineRoute({
  name: 'Faq',
  path: paths.faq.path,
  access: 'public',
  title: 'FAQ',
  sitemap: true,
  page: () => import('./Faq'),
});
