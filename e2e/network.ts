/**
 * When a page has finished loading, from now on. Playwright's `waitForLoadState('networkidle')`
 * is reached once per document: after a client-side navigation (a login landing on the home page,
 * a logout) it resolves at once, while the new page's data and pictures are still on their way,
 * and a test that then leaves aborts them (a failed request, which `watch` counts).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

interface Traffic {
  pending: Set<Request>;
  /** When a request last started or ended. */
  lastChange: number;
}

const traffic = new WeakMap<BrowserContext, Traffic>();

/** Counts the context's requests in flight; the shared fixture calls it for every test. */
export function trackRequests(context: BrowserContext): void {
  const state: Traffic = { pending: new Set(), lastChange: Date.now() };
  traffic.set(context, state);
  const start = (request: Request) => {
    state.pending.add(request);
    state.lastChange = Date.now();
  };
  const end = (request: Request) => {
    state.pending.delete(request);
    state.lastChange = Date.now();
  };
  context.on('request', start);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
}

/** Resolves once no request has been in flight for `quietMs`; fails naming what still loads. */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 20_000): Promise<void> {
  const state = traffic.get(page.context());
  if (!state) throw new Error('requests are not tracked here: use the test from fixtures.ts');
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = Date.now();
    if (state.pending.size === 0 && now - state.lastChange >= quietMs) return;
    if (now > deadline) {
      const urls = [...state.pending].map((request) => request.url());
      throw new Error(`the page still loads after ${timeout} ms: ${urls.join(', ')}`);
    }
    await page.waitForTimeout(50);
  }
}

/**
 * The page has drawn its data and finished loading: nothing marked busy, no request in flight,
 * every picture loaded (or failed, which `watch` reports).
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await networkQuiet(page);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}
