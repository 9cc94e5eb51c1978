/**
 * /sitemap.xml: the public pages a search engine should index. The sign-in pages and the signed-in
 * ones (a course's page, Add Course...) are left out: they hold nothing to index.
 */
import { ARTICLE_SLUGS } from '@edugate/ui/features/content/slugs';
import { paths } from '@edugate/ui/paths';

export const SITEMAP_PATH = '/sitemap.xml';

/** The pages the sitemap lists, in site order: the main pages, then the footer's. */
export const SITEMAP_PAGES: readonly string[] = [
  paths.home(),
  paths.courses.list(),
  paths.jobs(),
  paths.about(),
  paths.blog(),
  ...ARTICLE_SLUGS.map((slug) => paths.blogPost(slug)),
  paths.faq(),
  paths.contact(),
];

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap with absolute URLs on `origin` ('https://edugate.example'), as the protocol
 * requires; the page server passes the origin the request came to.
 */
export function sitemapXml(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const urls = SITEMAP_PAGES.map((page) => `<url><loc>${escapeXml(base + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
