/**
 * Serves the production build of the app (apps/edugate/dist) the way a CDN would:
 *   - hashed files under /assets/ cached for a year (`immutable`), everything else revalidated;
 *   - brotli or gzip, from the .br/.gz files the build writes beside each asset (best ratio, no
 *     work per request), and on the fly for anything else;
 *   - every page of the single-page app answered with index.html, with a 404 status for paths
 *     that are no route of the app, while a missing /assets/ file is a plain 404 (never HTML
 *     where a script was expected);
 *   - robots.txt and the favicon as the files they are.
 * Used by `npm start` and `npm run bench:web`; alone: `node scripts/serve-app.ts [port]`.
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '../packages/ui/src/paths/paths.ts';
import { appDist } from './app-build.ts';

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
  /** The build to serve; apps/edugate/dist by default. */
  root?: string;
}

export async function serveApp({
  port,
  host = 'localhost',
  root = appDist,
}: ServeAppOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run npm run build -w @edugate/app first.`);
  }
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', hashed ? YEAR : REVALIDATE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://app');
    const page =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/assets/');
    if (!page) {
      return reply
        .code(404)
        .header('Cache-Control', REVALIDATE)
        .type('text/plain')
        .send('Not found');
    }
    // The app itself shows its 404 page; crawlers also get the status.
    return reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .header('Cache-Control', REVALIDATE)
      .sendFile('index.html', { cacheControl: false });
  });
  await app.listen({ port, host });
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.argv[2] ?? process.env.APP_PORT ?? 5173);
  const app = await serveApp({ port });
  console.log(`EduGate (production build) on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
}
