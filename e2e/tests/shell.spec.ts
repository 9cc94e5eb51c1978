import { main } from '../actions.ts';
import { expect, test } from '../fixtures.ts';

test('an unknown address shows the 404 page with a way home', async ({ page, axe, watch }) => {
  // The server also answers 404 for an address that is no route (crawlers see it too).
  watch.expectStatus(/\/no-such-page$/, 404);
  watch.expectConsoleError(/status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(main(page).getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Home | EduGate');
  await axe.check(page);
});

test('a page loaded by its address opens at the top, whatever page was scrolled before', async ({
  page,
  axe,
  watch,
}) => {
  watch.expectStatus(/\/no-such-page$/, 404);
  watch.expectConsoleError(/status of 404/);
  // Read /courses down to its footer, then type another address: a new document.
  await page.goto('/courses');
  await expect(main(page).getByText(/Showing \d+ of \d+ courses/)).toBeVisible();
  await axe.check(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.waitForTimeout(100);
  await page.goto('/no-such-page');
  const heading = main(page).getByRole('heading', { name: 'Oops! Page not found' });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await axe.check(page);
  // A reload keeps the reader where they were, as the browser's own restoration would.
  await page.goto('/courses');
  await expect(main(page).getByText(/Showing \d+ of \d+ courses/)).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(100);
  await page.reload();
  await expect(main(page).getByText(/Showing \d+ of \d+ courses/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links collapse into a menu that opens, navigates and closes', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest Courses' })).toBeVisible();
    const desktopNav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(desktopNav).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await axe.check(page);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main (menu)' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Courses' })).toBeVisible();
    await axe.check(page);

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL('/courses');
    await expect(menu).toBeHidden();
    await expect(main(page).getByText(/Showing \d+ of \d+ courses/)).toBeVisible();
    await axe.check(page);

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
