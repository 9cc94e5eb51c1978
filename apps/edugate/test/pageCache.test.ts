/**
 * The page server's cache of signed-out pages (src/server/pageCache.ts) and its HTTP side
 * (src/server/http.ts), with a stand-in renderer and API: what is rendered when, and what a
 * browser, a CDN and a signed-in visitor are told.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource } from '../src/server/dataSources';
import type { PageRenderer } from '../src/server/entry';
import { createPageServer, PRIVATE_PAGE, PUBLIC_PAGE } from '../src/server/http';
import { PageCache, type RenderResult } from '../src/server/pageCache';

const source: DataSource = { url: 'http://api/courses', etag: '"v1"', bodyHash: 'x' };

function page(html: string, cacheable = true): RenderResult {
  return { status: 200, html, sources: [source], cacheable };
}

describe('PageCache', () => {
  it('serves a page without asking the API while it is fresh', async () => {
    let now = 0;
    const unchanged = vi.fn(async () => true);
    const cache = new PageCache({ freshMs: 1000, unchanged, now: () => now });
    const render = vi.fn(async () => page('<p>one</p>'));
    await cache.get('/', render);
    now = 999;
    const again = await cache.get('/', render);
    expect(again.html).toBe('<p>one</p>');
    expect(render).toHaveBeenCalledTimes(1);
    expect(unchanged).not.toHaveBeenCalled();
  });

  it('asks the API once it is stale, and keeps the page while its data is unchanged', async () => {
    let now = 0;
    const unchanged = vi.fn(async () => true);
    const cache = new PageCache({ freshMs: 1000, unchanged, now: () => now });
    const render = vi.fn(async () => page('<p>one</p>'));
    await cache.get('/', render);
    now = 1000;
    await cache.get('/', render);
    expect(unchanged).toHaveBeenCalledWith([source]);
    expect(render).toHaveBeenCalledTimes(1);
    // Checked just now: fresh again for another second.
    now = 1500;
    await cache.get('/', render);
    expect(unchanged).toHaveBeenCalledTimes(1);
  });

  it('renders again when the data changed', async () => {
    let now = 0;
    const cache = new PageCache({ freshMs: 1000, unchanged: async () => false, now: () => now });
    await cache.get('/', async () => page('<p>old</p>'));
    now = 2000;
    const next = await cache.get('/', async () => page('<p>new</p>'));
    expect(next.html).toBe('<p>new</p>');
  });

  it('never keeps a page with a part that failed or ran out of time', async () => {
    const cache = new PageCache({ unchanged: async () => true });
    await cache.get('/jobs', async () => page('<p>loading</p>', false));
    const render = vi.fn(async () => page('<p>jobs</p>'));
    expect((await cache.get('/jobs', render)).html).toBe('<p>jobs</p>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders a page once for many simultaneous first visitors', async () => {
    const cache = new PageCache();
    let finish: (result: RenderResult) => void = () => undefined;
    const render = vi.fn(() => new Promise<RenderResult>((resolve) => (finish = resolve)));
    const visitors = Array.from({ length: 20 }, () => cache.get('/courses', render));
    finish(page('<p>catalogue</p>'));
    const pages = await Promise.all(visitors);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((p) => p.etag)).size).toBe(1);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    const render = vi.fn(async () => page('<p>x</p>'));
    await cache.get('/a', render);
    await cache.get('/b', render);
    await cache.get('/a', render); // /a used last: /b is the oldest now
    await cache.get('/c', render);
    expect(cache.size).toBe(2);
    await cache.get('/a', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get('/b', render);
    expect(render).toHaveBeenCalledTimes(4);
  });
});

describe('the page server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'edugate-pages-'));
  writeFileSync(path.join(root, 'index.html'), '<html><body><div id="root"></div></body></html>');

  async function server(render: PageRenderer) {
    const app = await createPageServer({ root, render, cache: { unchanged: async () => true } });
    return app;
  }

  it('sends signed-out pages for shared caches, with an ETag and 304s', async () => {
    const render = vi.fn<PageRenderer>(async () => ({ ...page('<p>home</p>'), status: 200 }));
    const app = await server(render);
    const first = await app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(render).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('sends a cached page brotli- or gzip-compressed, keeping the copies', async () => {
    const html = `<main>${'<p>A course worth reading about.</p>'.repeat(200)}</main>`;
    const render = vi.fn<PageRenderer>(async () => ({ ...page(html), status: 200 }));
    const app = await server(render);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    const asks = { 'accept-encoding': 'gzip, deflate, br' };
    const [br, brAgain] = [
      await app.inject({ url: '/', headers: asks }),
      await app.inject({ url: '/', headers: asks }),
    ];
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(br.rawPayload.length).toBeLessThan(html.length / 10);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
    // Each encoding is its own representation, and any of their validators gets a 304.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const revalidated = await app.inject({
      url: '/',
      headers: { ...asks, 'if-none-match': String(gz.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(render).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('renders a page for a device with a session every time, private and with its cookie', async () => {
    const render = vi.fn<PageRenderer>(async () => ({ ...page('<p>mine</p>'), status: 200 }));
    const app = await server(render);
    const headers = { cookie: 'edugate_signed_in=1' };
    const first = await app.inject({ url: '/courses', headers });
    await app.inject({ url: '/courses', headers });
    expect(first.headers['cache-control']).toBe(PRIVATE_PAGE);
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[0]?.[1]).toBe('edugate_signed_in=1');
    await app.close();
  });

  it("answers 404 with the renderer's 404 page, and the built page when a render throws", async () => {
    const app = await server(async (url) => {
      if (url.pathname === '/boom') throw new Error('render failed');
      return { status: 404, html: '<p>Oops! Page not found</p>', sources: [], cacheable: true };
    });
    const missing = await app.inject({ url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Oops! Page not found');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = await app.inject({ url: '/boom' });
    expect(fallback.statusCode).toBe(404);
    expect(fallback.body).toContain('<div id="root"></div>');
    const health = await app.inject({ url: '/healthz' });
    expect(health.json()).toMatchObject({ status: 'ok' });
    await app.close();
  });
});
