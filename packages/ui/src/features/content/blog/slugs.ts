/**
 * The blog's articles by address, newest first: the one list of which /blog/{slug} pages exist.
 * Kept apart from the articles themselves (and free of imports) so the app's route table can tell
 * an article from a 404 without loading any article text, and plain Node tools (the sitemap) can
 * read it too. `articles.ts` must give each slug its article: TypeScript checks both ways.
 */
export const ARTICLE_SLUGS = [
  'sharing-what-you-know',
  'job-posts-people-answer',
  'choosing-your-first-course',
  'why-three-courses-at-a-time',
] as const;

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export function isArticleSlug(slug: string | undefined): slug is ArticleSlug {
  return (ARTICLE_SLUGS as readonly (string | undefined)[]).includes(slug);
}
