/**
 * The footer's pages (docs/product.md, Screens and routes) as the server sends them: each on its own route
 * with its title, content and status, an unknown article answered with the 404 page and status,
 * and /sitemap.xml listing them. The browser's side is e2e/tests/footer-pages.spec.ts.
 */
import { createHandlers, createMockDb, MOCK_API_BASE_URL } from '@edugate/api-client/mocks';
import { setupServer } from 'msw/node';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT, readConfig } from '../src/config';
import { pageFor } from '../src/routing/match';
import { createPageServer } from '../src/server/http';
import { renderPage } from '../src/server/renderPage';
import { SITEMAP_PAGES, sitemapXml } from '../src/server/sitemap';

// These pages read nothing from the API; any request they made would fail the test.
const server = setupServer(...createHandlers(createMockDb()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = readConfig({ VITE_API_URL: MOCK_API_BASE_URL });
const render = (pathname: string) => renderPage(new URL(pathname, 'http://app.test'), { config });

describe('the footer pages, rendered on the server', () => {
  it.each([
    ['/about', 'About', 'About Us | EduGate', 'About EduGate', 'Who it is for'],
    ['/blog', 'Blog', 'Blog | EduGate', 'The EduGate Blog', 'How to choose your first course'],
    [
      '/blog/why-three-courses-at-a-time',
      'BlogPost',
      'Why you can take three courses at a time | EduGate',
      'Why you can take three courses at a time',
      'Enrollment Limit Reached',
    ],
    ['/faq', 'Faq', 'FAQ | EduGate', 'Frequently Asked Questions', 'How do I post a job?'],
    ['/contact', 'Contact', 'Contact | EduGate', 'Contact Us', DEFAULT_CONTACT.email],
  ])('%s is its page (%s) with its title and content', async (url, screen, title, h1, text) => {
    const page = await render(url);
    expect(page.status).toBe(200);
    expect(page.screen).toBe(screen);
    expect(page.title).toBe(title);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(page.body).toContain(text);
    expect(page.body).not.toContain('Oops! Page not found');
  });

  it('answers an unknown article with the 404 page and status', async () => {
    expect(pageFor('/blog/does-not-exist')).toMatchObject({ notFound: true });
    expect(pageFor('/blog/why-three-courses-at-a-time')).toMatchObject({ notFound: false });
    const page = await render('/blog/does-not-exist');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page Not Found | EduGate');
    expect(page.body).toContain('Oops! Page not found');
    expect((await render('/blog/a/b')).status).toBe(404);
  });

  it("shows the Contact page's e-mail and address from the configuration's defaults", async () => {
    const page = await render('/contact');
    expect(page.body).toContain(`href="mailto:${DEFAULT_CONTACT.email}"`);
    expect(page.body).toContain('100 Learning Lane');
  });
});

describe('/sitemap.xml', () => {
  it('lists every footer page and every article, each a page that exists', () => {
    for (const page of ['/', '/courses', '/jobs', '/about', '/blog', '/faq', '/contact']) {
      expect(SITEMAP_PAGES).toContain(page);
    }
    expect(SITEMAP_PAGES.filter((page) => page.startsWith('/blog/'))).toHaveLength(4);
    for (const page of SITEMAP_PAGES) expect(pageFor(page).notFound).toBe(false);
  });

  it('is served with absolute URLs on the host it was asked on', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'edugate-sitemap-'));
    writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    const app = await createPageServer({ root, render: null, cache: false });
    const response = await app.inject({
      url: '/sitemap.xml',
      headers: { host: 'edugate.example' },
    });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toBe(sitemapXml('http://edugate.example'));
    expect(response.body).toContain('<loc>http://edugate.example/faq</loc>');
    expect(response.body).toContain(
      '<loc>http://edugate.example/blog/why-three-courses-at-a-time</loc>',
    );
  });
});
