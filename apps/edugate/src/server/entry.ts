/**
 * The app's server side, built by `vite build --ssr` into apps/edugate/dist-server (never into
 * dist/, which is served as files). The page server (main.ts, http.ts) answers every page request
 * with the page it renders; the browser then hydrates that HTML.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../config';
import { notFoundRoute, routeTable } from '../routing/match';
import { pageSource } from '../routing/pageSources';
import { recordingFetch, type DataSource } from './dataSources';
import { pageAssets, type Manifest } from './pageAssets';
import { assertTemplate, pageDocument } from './pageDocument';
import { renderPage, type RenderOptions } from './renderPage';
import { dataSitemapPages } from './sitemap';

export { SERVER_DATA_ID } from '../pageDocumentIds';

export interface PageRendererOptions extends Pick<RenderOptions, 'apiUrl' | 'dataDeadlineMs'> {
  /** The client build (apps/edugate/dist): its index.html and .vite/manifest.json. */
  clientDir: string;
}

export interface RenderedDocument {
  status: 200 | 404;
  html: string;
  /** The API answers the page was made from (see pageCache.ts). */
  sources: readonly DataSource[];
  /** False when some read failed or ran out of time: the page has a part still loading. */
  cacheable: boolean;
}

/** Renders the page at `url` for a request with these cookies (its Cookie header). */
export type PageRenderer = (url: URL, cookie?: string) => Promise<RenderedDocument>;

/**
 * The sitemap's addresses from the data (each open job's page), read from the API the pages are
 * rendered from (sitemap.ts).
 */
export function createSitemapPages(
  options: Pick<RenderOptions, 'apiUrl'> = {},
): () => Promise<readonly string[]> {
  const config = readConfig(import.meta.env);
  return dataSitemapPages({ apiUrl: options.apiUrl ?? config.apiUrl });
}

export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const [template, manifestText] = await Promise.all([
    readFile(path.join(options.clientDir, 'index.html'), 'utf8'),
    readFile(path.join(options.clientDir, '.vite', 'manifest.json'), 'utf8'),
  ]);
  assertTemplate(template);
  const assetsOf = pageAssets(JSON.parse(manifestText) as Manifest);
  // The settings the client was built with (VITE_*): both builds read the same environment.
  const config = readConfig(import.meta.env);
  // Every route's page must be known now, not at its first request.
  for (const route of [...routeTable, notFoundRoute]) {
    if (!pageSource(route.name)) {
      throw new Error(
        `No page source recorded for the route ${route.name}: a build without routeSources?`,
      );
    }
  }
  const sourceOf = (routeName: string) => pageSource(routeName) ?? '';
  return async (url, cookie) => {
    const reads = recordingFetch();
    const page = await renderPage(url, { ...options, config, cookie, fetch: reads.fetch });
    return {
      status: page.status,
      html: pageDocument(template, page, assetsOf(sourceOf(page.screen))),
      sources: reads.sources,
      cacheable: reads.cacheable,
    };
  };
}
