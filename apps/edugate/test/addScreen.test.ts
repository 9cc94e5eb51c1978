/**
 * Adding a screen is one folder and one line (README, "Adding a screen"): a throwaway screen
 * (support/Throwaway: its component and its route module) and its line in the route table are
 * all it takes for the app to serve it, for its link builder's addresses to reach it and for the
 * sitemap to list it.
 */
import { MOCK_API_BASE_URL, createHandlers, createMockDb } from '@edugate/api-client/mocks';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config';
import { isAppRoute, pageFor, routeTable } from '../src/routing/match';
import { renderPage } from '../src/server/renderPage';
import { SITEMAP_PAGES, sitemapXml } from '../src/server/sitemap';
import { throwawayAddress, throwawayRoute } from './support/Throwaway/route';

// The one line: the route table with the throwaway screen's route module in it.
vi.mock('../src/routeTable', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  throwawayRoute: (await import('./support/Throwaway/route')).throwawayRoute,
}));

const server = setupServer(...createHandlers(createMockDb()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = readConfig({ VITE_API_URL: MOCK_API_BASE_URL });

describe('a screen added as one folder and one line', () => {
  it('is in the route table, and its link builder writes addresses that lead to it', () => {
    expect(routeTable).toContain(throwawayRoute);
    const href = throwawayAddress.href('a b/c');
    expect(href).toBe('/throwaway/a%20b%2Fc');
    expect(pageFor(href)).toMatchObject({ route: throwawayRoute, params: { name: 'a b/c' } });
    expect(isAppRoute(href)).toBe(true);
  });

  it('is served: the server renders its page, with its title, status 200 and its link', async () => {
    const page = await renderPage(new URL(throwawayAddress.href('first'), 'http://app.test'), {
      config,
    });
    expect(page.status).toBe(200);
    expect(page.screen).toBe('Throwaway');
    expect(page.title).toBe('Throwaway | EduGate');
    expect(page.body).toContain('Throwaway page for <!-- -->first');
    expect(page.body).toContain(`href="${throwawayAddress.href('another one')}"`);
  });

  it('is in the sitemap, with the addresses its route lists', () => {
    expect(SITEMAP_PAGES).toEqual(
      expect.arrayContaining(['/throwaway/first', '/throwaway/second%20page']),
    );
    expect(sitemapXml('https://edugate.example')).toContain(
      '<loc>https://edugate.example/throwaway/second%20page</loc>',
    );
  });
});
