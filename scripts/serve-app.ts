/**
 * Serves the production build of the app (apps/edugate/dist and its server half, dist-server):
 *   - every page rendered on the server (apps/edugate/src/server): the shell and the page with
 *     its public data, so it is drawn before any script has run; the browser then hydrates it.
 *     A 404 status for paths that are no route of the app. If a render fails, the page goes out
 *     unrendered (index.html) and the browser draws it, as it does without a server build;
 *   - hashed files under /assets/ cached for a year (`immutable`), everything else revalidated;
 *   - brotli or gzip, from the .br/.gz files the build writes beside each asset (best ratio, no
 *     work per request), and on the fly for anything else (pages);
 *   - a missing /assets/ file is a plain 404 (never HTML where a script was expected);
 *   - robots.txt and the favicon as the files they are.
 * Used by `npm start` and `npm run bench:web`; alone: `node scripts/serve-app.ts [port]`
 * (API_URL: where this server reaches the API, if not at the address built into the app).
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routes } from '../packages/ui/src/paths/paths.ts';
import { appDist, serverEntryOf } from './app-build.ts';

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The app's route patterns as regular expressions ('/courses/:id' -> /^\/courses\/[^/]+\/?$/). */
const appRoutes = Object.values(routes).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

export function isAppRoute(pathname: string): boolean {
  return appRoutes.some((route) => route.test(pathname));
}

export interface ServeAppOptions {
  port: number;
  host?: string;
  /** The build to serve; apps/edugate/dist by default. Its server half is read from beside it. */
  root?: string;
  /** Where the server reaches the API when rendering; the address built into the app if unset. */
  apiUrl?: string;
}

/** What apps/edugate/src/server/entry.ts exports (typed here: the tools never compile the app). */
type PageRenderer = (url: URL, cookie?: string) => Promise<{ status: number; html: string }>;
interface ServerEntry {
  createPageRenderer(options: { clientDir: string; apiUrl?: string }): Promise<PageRenderer>;
}

async function loadRenderer(
  root: string,
  apiUrl: string | undefined,
): Promise<PageRenderer | null> {
  const entry = serverEntryOf(root);
  if (!existsSync(entry)) {
    console.warn(`[app] no server build at ${entry}: pages are drawn in the browser only.`);
    return null;
  }
  const server = (await import(pathToFileURL(entry).href)) as ServerEntry;
  return server.createPageRenderer({ clientDir: root, apiUrl });
}

export async function serveApp({
  port,
  host = 'localhost',
  root = appDist,
  apiUrl,
}: ServeAppOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run npm run build -w @edugate/app first.`);
  }
  const render = await loadRenderer(root, apiUrl);
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  await app.register(compress, { global: true, threshold: 1024 });
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
    if (render) {
      try {
        const { status, html } = await render(url, request.headers.cookie);
        return (
          reply
            .code(status)
            .header('Cache-Control', REVALIDATE)
            // The session hint cookie decides whether the page shows Login and Register.
            .header('Vary', 'Cookie')
            .type('text/html; charset=utf-8')
            .send(html)
        );
      } catch (error) {
        // The visitor still gets the page: the browser draws it.
        console.error(`[app] rendering ${url.pathname} failed; sending it unrendered`, error);
      }
    }
    // The app itself shows its 404 page; crawlers also get the status.
    return reply
      .code(isAppRoute(url.pathname) ? 200 : 404)
      .header('Cache-Control', REVALIDATE)
      .sendFile('index.html', { cacheControl: false });
  });
  await app.listen({ port, host });
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.argv[2] ?? process.env.APP_PORT ?? 5173);
  const app = await serveApp({ port, apiUrl: process.env.API_URL });
  console.log(`EduGate (production build) on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
}
