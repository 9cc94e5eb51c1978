import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { messages } from '@edugate/api-client/messages';
import { apiRoot } from '../config.ts';
import { notFound } from '../http/errors.ts';

/** Where `npm run docs` writes the API reference (Redocly, one self-contained HTML file). */
export const docsFile = path.join(apiRoot, 'docs', 'index.html');

/** The bodies of the page's own inline <script> elements (script text inside them is skipped). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let from = 0;
  for (;;) {
    const open = html.indexOf('<script', from);
    if (open < 0) return scripts;
    const start = html.indexOf('>', open) + 1;
    const end = html.indexOf('</script>', start);
    if (start === 0 || end < 0) return scripts;
    scripts.push(html.slice(start, end));
    from = end + '</script>'.length;
  }
}

/**
 * The API's policy allows no inline script; this page is nothing but inline script (Redocly's
 * bundle is inlined so the page needs no CDN). So the page gets its own policy that allows exactly
 * its own scripts, by hash, and still nothing from elsewhere.
 */
export function docsContentSecurityPolicy(html: string): string {
  const hashes = inlineScripts(html).map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * GET /docs: the browsable API reference built from openapi.yaml. Built by `npm run docs`, not at
 * start-up (the server stays offline and quick to start); until it is built, a 404 says how.
 * Read from disk on each request, so a rebuild shows without a restart (it is a page for people,
 * not a hot path).
 */
export function registerDocs(app: FastifyInstance, file = docsFile): void {
  let cached: { mtimeMs: number; html: string; policy: string } | undefined;
  app.get('/docs', async (_request, reply) => {
    const info = await stat(file).catch(() => undefined);
    if (!info) throw notFound(messages.docsNotBuilt);
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8');
      cached = { mtimeMs: info.mtimeMs, html, policy: docsContentSecurityPolicy(html) };
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', cached.policy)
      .header('cache-control', 'no-cache')
      .send(cached.html);
  });
}
