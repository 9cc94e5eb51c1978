/**
 * /sitemap.xml: the public pages a search engine should index, as their route modules say
 * (`sitemap`). The sign-in pages and the signed-in ones (a course's page, Add Course...) are left
 * out: they hold nothing to index. Besides those, a screen's module may list addresses from the
 * data (`dataSitemap`: each open job's page), read from the API when the sitemap is asked for.
 */
import { createApiClient } from '@edugate/api-client';
import { createQueryClient } from '@edugate/ui/api';
import type { RouteModule } from '@edugate/ui/navigation';
import { routeTable } from '../routing/match';
import { pageOf } from '../routing/pages';

export const SITEMAP_PATH = '/sitemap.xml';

/** The addresses a route lists in the sitemap: its own path, or those its `sitemap` gives. */
export function sitemapPagesOf(route: RouteModule): readonly string[] {
  if (!route.sitemap) return [];
  return route.sitemap === true ? [route.path] : route.sitemap();
}

/** The pages the sitemap always lists (those known without the API), in path order. */
export const SITEMAP_PAGES: readonly string[] = routeTable.flatMap(sitemapPagesOf).sort();

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export interface DataSitemapOptions {
  /** The API as the page server reaches it. */
  apiUrl: string;
  fetch?: typeof globalThis.fetch;
  /** How long the sitemap waits for the API (ms); what is not in by then is left out this time. */
  timeoutMs?: number;
}

/**
 * The addresses the routes' page modules list from the data (`sitemap`: each open job's page), as
 * the API answers now: public reads, no user's token. A route whose read fails or is late lists
 * nothing this time (the fixed pages are always listed).
 */
export function dataSitemapPages({
  apiUrl,
  fetch,
  timeoutMs = 1500,
}: DataSitemapOptions): () => Promise<readonly string[]> {
  return async () => {
    const api = createApiClient({
      baseUrl: apiUrl,
      getIdToken: () => Promise.resolve(null),
      ...(fetch ? { fetch } : {}),
    });
    const cache = createQueryClient({ retry: false });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<readonly string[]>((resolve) => {
      timer = setTimeout(() => resolve([]), timeoutMs);
    });
    const lists = await Promise.all(
      routeTable.map(async (route) => {
        const { dataSitemap } = await pageOf(route).preload();
        if (!dataSitemap) return [];
        return Promise.race([dataSitemap({ api, cache }).catch(() => []), late]);
      }),
    );
    clearTimeout(timer);
    cache.clear();
    return lists.flat();
  };
}

/**
 * The sitemap with absolute URLs on `origin` ('https://edugate.example'), as the protocol
 * requires; the page server passes the origin the request came to. `dataPages` are the addresses
 * from the data (dataSitemapPages), after the fixed pages.
 */
export function sitemapXml(
  origin: string,
  dataPages: readonly string[] = [],
  pages: readonly string[] = SITEMAP_PAGES,
): string {
  const base = origin.replace(/\/+$/, '');
  const urls = [...new Set([...pages, ...dataPages])].map(
    (page) => `<url><loc>${escapeXml(base + page)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
