// Not the feature's index: route modules load with the app's route table, at first paint, and the
// index would bring every article with it (over the initial download's budget).
// eslint-disable-next-line edugate/ui-layers
import { ARTICLE_SLUGS, isArticleSlug } from '../../features/content/blog/slugs';
import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/**
 * /blog/:slug: one article. Its title comes with the article, in the page's chunk: the screen
 * sets it. Only the slugs are here, to tell a 404 before any chunk loads and list every
 * article in the sitemap.
 */
export const blogPostRoute = defineRoute({
  name: 'BlogPost',
  path: paths.blogPost.path,
  access: 'public',
  exists: ({ slug }) => isArticleSlug(slug),
  sitemap: () => ARTICLE_SLUGS.map((slug) => paths.blogPost.href(slug)),
  page: () => import('./BlogPost'),
});
