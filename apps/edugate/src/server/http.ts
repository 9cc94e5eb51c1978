/**
 * The page server's HTTP side: the client build as files, and every other GET a page.
 *   - a protected page for a device without a session: a redirect to /login?redirectTo=...;
 *   - pages rendered by `render` (entry.ts); for a visitor without a session (no session hint
 *     cookie) they come from a PageCache and may be kept by a CDN (`s-maxage`,
 *     `stale-while-revalidate`, a strong ETag and 304s); a page for a device with a session is
 *     rendered for it alone and marked `private`;
 *   - if a render fails, the page goes out unrendered (index.html) and the browser draws it;
 *   - hashed files under /assets/ cached for a year (`immutable`), everything else revalidated;
 *   - /sitemap.xml listing the public pages, with those the data names (open jobs: sitemap.ts);
 *   - brotli or gzip, from the .br/.gz files the build writes beside each asset, from the copies
 *     a cached page keeps (pageEncoding.ts), and on the fly for other pages; a missing /assets/
 *     file is a plain 404 (never HTML where a script was expected).
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '@edugate/ui/paths';
import { isAppRoute, isProtectedRoute } from '../routing/match';
import { hasSessionHint } from '../session';
import type { PageRenderer } from './entry';
import { etagOf, PageCache, type CachedPage, type PageCacheOptions } from './pageCache';
import { encodedEtag, encodedPage, negotiateEncoding } from './pageEncoding';
import { SITEMAP_PATH, sitemapXml } from './sitemap';

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * A signed-out page: browsers ask again every time (a 304 while it is unchanged); a shared cache
 * may serve it for a few seconds and, while it asks again, a while longer.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60';
/** A page for a device with a session: never kept by a shared cache. */
export const PRIVATE_PAGE = 'private, no-cache';

/** Whether a path is a page of the app, from the route table the browser and the renderer read. */
export { isAppRoute };

export interface PageServerOptions {
  /** The client build (apps/edugate/dist). */
  root: string;
  /** Renders a page; null to serve the client-rendered index.html only. */
  render: PageRenderer | null;
  /** Settings of the cache of signed-out pages; `false` turns it off (every page rendered). */
  cache?: PageCacheOptions | false;
  /** The sitemap's addresses from the data (sitemap.ts, dataSitemapPages); none by default. */
  sitemapPages?: () => Promise<readonly string[]>;
}

/** Whether the request's validators name this page, in any of its encodings. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some(
    (candidate) =>
      candidate
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gzip)"$/, '"') === etag,
  );
}

async function sendPage(
  reply: FastifyReply,
  page: Pick<CachedPage, 'status' | 'html' | 'etag' | 'encoded'>,
  cacheControl: string,
  headers: { ifNoneMatch?: string | undefined; acceptEncoding?: string | undefined },
) {
  // A cached page carries its compressed copies; any other is compressed on the way out.
  const encoding = page.encoded ? negotiateEncoding(headers.acceptEncoding) : null;
  reply
    .header('Cache-Control', cacheControl)
    // The session hint cookie decides whether the page shows Login and Register.
    .header('Vary', 'Cookie, Accept-Encoding')
    .header('ETag', encodedEtag(page.etag, encoding));
  if (page.status === 200 && matches(headers.ifNoneMatch, page.etag)) return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  if (page.encoded && encoding) {
    const body = await encodedPage(page.encoded, page.html, encoding).catch(() => null);
    if (body) return reply.header('Content-Encoding', encoding).send(body);
    reply.header('ETag', page.etag);
  }
  return reply.send(page.html);
}

export async function createPageServer({
  root,
  render,
  cache: cacheOptions = {},
  sitemapPages,
}: PageServerOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run npm run build -w @edugate/app first.`);
  }
  // Sent when a render fails: the browser then draws the page itself. (Held here rather than sent
  // as a file: the static handler refuses .html, which is the renderer's template.)
  const clientRendered = await readFile(path.join(root, 'index.html'), 'utf8');
  const cache = cacheOptions === false ? null : new PageCache(cacheOptions);
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  // Alive and able to serve: the load balancer's health check.
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok', mode: process.env.NODE_ENV }),
  );
  await app.register(compress, { global: true, threshold: 1024 });
  // On the host the request came to: the sitemap protocol wants absolute URLs, and a build does
  // not know where it will be served. (A shared cache keys on the host too.)
  app.get(SITEMAP_PATH, async (request, reply) => {
    const dataPages = (await sitemapPages?.().catch(() => [])) ?? [];
    return reply
      .header('Cache-Control', REVALIDATE)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(`${request.protocol}://${request.host}`, dataPages));
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    // A route per file of the build, so every other path reaches the page handler below.
    wildcard: false,
    index: false,
    // The template is for the page handler to fill, not to be fetched as it is.
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', hashed ? YEAR : REVALIDATE);
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://app');
    const page =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.pathname.startsWith('/assets/');
    if (!page) {
      return reply
        .code(404)
        .header('Cache-Control', REVALIDATE)
        .type('text/plain')
        .send('Not found');
    }
    const cookie = request.headers.cookie;
    if (!hasSessionHint(cookie) && isProtectedRoute(url.pathname)) {
      // Nobody is signed in on this device: the app would only show 'Checking your session' and
      // then go to /login, so go there now, before any script, keeping where to return.
      return reply
        .code(302)
        .header('Cache-Control', PRIVATE_PAGE)
        .header('Vary', 'Cookie')
        .header('Location', paths.login.href(`${url.pathname}${url.search}`))
        .send();
    }
    const ifNoneMatch = request.headers['if-none-match'];
    const acceptEncoding = request.headers['accept-encoding'];
    if (render) {
      try {
        if (cache && !hasSessionHint(cookie)) {
          // Keyed by path and query only: without a session hint no cookie changes the page.
          const cached = await cache.get(`${url.pathname}${url.search}`, () => render(url));
          return await sendPage(reply, cached, PUBLIC_PAGE, { ifNoneMatch, acceptEncoding });
        }
        const rendered = await render(url, cookie);
        const cacheControl = hasSessionHint(cookie) ? PRIVATE_PAGE : REVALIDATE;
        return await sendPage(reply, { ...rendered, etag: etagOf(rendered.html) }, cacheControl, {
          ifNoneMatch,
        });
      } catch (error) {
        // The visitor still gets the page: the browser draws it.
        request.log.error(error);
        console.error(`[app] rendering ${url.pathname} failed; sending it unrendered`, error);
      }
    }
    // The app itself shows its 404 page; crawlers also get the status.
    return reply
      .code(isAppRoute(url.pathname) ? 200 : 404)
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(clientRendered);
  });
  return app;
}
