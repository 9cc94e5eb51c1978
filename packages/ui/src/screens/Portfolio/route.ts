import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/**
 * /u/:handle: a learner's public portfolio (docs/product.md, A public portfolio). Its title is the
 * learner's name, which only the data knows: the screen sets it. Never in the sitemap: a person
 * turns their page on and off, and a list of handles would tell who has one.
 */
export const portfolioRoute = defineRoute({
  name: 'Portfolio',
  path: paths.portfolio.path,
  access: 'public',
  page: () => import('./Portfolio'),
});
