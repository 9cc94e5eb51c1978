// Not the feature's index: route modules load with the app's route table, at first paint, and the
// index would bring every article with it (over the initial download's budget).
// eslint-disable-next-line edugate/ui-layers
import { isArticleSlug } from '../../features/content/blog/slugs';
import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/**
 * /blog/:slug: one article. Its title comes with the article, in the page's chunk: the screen
 * sets it. Only the slugs are here, to tell a 404 before any chunk loads.
 */
export const blogPostRoute = defineRoute({
  name: 'BlogPost',
  path: routes.blogPost,
  access: 'public',
  exists: ({ slug }) => isArticleSlug(slug),
  page: () => import('./page'),
});
