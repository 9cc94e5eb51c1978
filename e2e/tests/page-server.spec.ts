/**
 * The page server as production runs it: production React, clicks and text made before the page
 * has hydrated kept and replayed (on a CPU four times slower, with the app's code held back until
 * after the clicks), signed-in reloads of protected pages without a layout shift, and signed-out
 * pages a CDN may keep.
 */
import type { Page } from '@playwright/test';
import { main, register, toast } from '../actions.ts';
import { expect as fixtureExpect, newUser, test } from '../fixtures.ts';
import { AFTER_RELEASE_TIMEOUT, openUnhydrated } from '../unhydrated.ts';
import { networkQuiet } from '../network.ts';

const expect = fixtureExpect.configure({ timeout: AFTER_RELEASE_TIMEOUT });

test('the page server runs in production mode', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(await health.json()).toEqual({ status: 'ok', mode: 'production' });
});

test('signed-out pages may be kept by a CDN and revalidated; a 304 when unchanged', async ({
  request,
}) => {
  const page = await request.get('/courses');
  expect(page.headers()['cache-control']).toMatch(
    /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/,
  );
  const etag = page.headers().etag ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  const again = await request.get('/courses', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  const signedIn = await request.get('/courses', { headers: { cookie: 'edugate_signed_in=1' } });
  expect(signedIn.headers()['cache-control']).toBe('private, no-cache');
});

/** Opens /courses on the slow CPU with the app's scripts held back; returns their release. */
const openCoursesUnhydrated = (page: Page) => openUnhydrated(page, '/courses');

test.describe('input before the page has hydrated', () => {
  test("opens the catalogue's filters", async ({ page, axe }) => {
    const release = await openCoursesUnhydrated(page);
    const filters = main(page).getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    // As soon as it is on screen, before any of the app's code has run.
    await filters.click();
    release();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(
      main(page).getByRole('button', { name: 'Data Science', exact: true }),
    ).toBeVisible();
    await axe.check(page);
  });

  test('text typed into the search box searches once the page has hydrated', async ({
    page,
    axe,
  }) => {
    const release = await openCoursesUnhydrated(page);
    const search = main(page).getByRole('searchbox', { name: 'Search courses' });
    // Typed as a person types, into the server's box, before any of the app's code has run.
    await search.pressSequentially('react');
    release();
    await expect(page).toHaveURL('/courses?q=react');
    await expect(search).toHaveValue('react');
    await expect(main(page).getByText(/^Showing \d+ of \d+ courses?$/)).toBeVisible();
    await axe.check(page);
  });

  test("makes a course card's button act (signed out: to login, with the product's toast)", async ({
    page,
    axe,
  }) => {
    const release = await openCoursesUnhydrated(page);
    const enrol = main(page)
      .getByRole('button', { name: /^Enroll Now: / })
      .first();
    await enrol.click();
    release();
    await expect(toast(page, 'Please login to enroll in this course')).toBeVisible();
    await expect(page).toHaveURL('/login');
    axe.passedThrough('/courses');
    await axe.check(page);
  });

  test('what was kept for a page the replay has left is dropped, even a button still on screen', async ({
    page,
    axe,
  }) => {
    const release = await openCoursesUnhydrated(page);
    const theme = page.getByRole('button', { name: 'Dark theme' });
    // A course card's button (signed out: it goes to login), then the navbar's theme toggle.
    await main(page)
      .getByRole('button', { name: /^Enroll Now: / })
      .first()
      .click();
    await theme.click();
    release();
    await expect(toast(page, 'Please login to enroll in this course')).toBeVisible();
    await expect(page).toHaveURL('/login');
    // The toggle was pressed on the catalogue, which is gone: /login does not turn dark.
    await page.waitForTimeout(500);
    await expect(theme).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe('dark');
    axe.passedThrough('/courses');
    await axe.check(page);
  });
});

/** Sums the layout shifts of the page from its first frame (not those right after input). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const host = window as unknown as { __cls: number; __shifted: string[] };
    host.__cls = 0;
    host.__shifted = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        host.__cls += entry.value;
        for (const source of entry.sources ?? []) {
          host.__shifted.push(`${entry.value.toFixed(4)} ${describe(source.node)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a signed-in reload of a protected page keeps its layout (CLS under 0.02)', async ({
  page,
  axe,
}) => {
  test.slow();
  const user = newUser('cls');
  await register(page, axe, user);
  // One enrolment, so My Enrolled Courses has a row to draw.
  await page.goto('/courses');
  await main(page)
    .getByRole('button', { name: /^Enroll Now: / })
    .first()
    .click();
  await expect(main(page).getByRole('button', { name: /^Enrolled: / })).toBeVisible();
  const detailLink = main(page)
    .getByRole('link', { name: /^View Details: / })
    .first();
  const detailPath = (await detailLink.getAttribute('href')) ?? '';
  await axe.check(page);

  await recordLayoutShifts(page);
  const pages: [string, RegExp][] = [
    ['/add-course', /Add (a )?Course/],
    [detailPath, /.+/],
    ['/my-enrolled-courses', /My Enrolled Courses/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let the last data arrive and any late shift happen.
    await networkQuiet(page);
    await page.waitForTimeout(500);
    const { cls, shifted } = await page.evaluate(() => {
      const host = window as unknown as { __cls: number; __shifted: string[] };
      return { cls: host.__cls, shifted: host.__shifted };
    });
    expect(cls, `CLS of a signed-in reload of ${path} (moved: ${shifted.join('; ')})`).toBeLessThan(
      0.02,
    );
    await axe.check(page);
  }
});
