/**
 * The skills screens (docs/product.md: Skills, Jobs for you, Saved jobs, A public portfolio,
 * Applying with certificates) pass axe in the dark theme too, with their data at its longest:
 * what the reader chose is in localStorage before the page loads, as server-render.spec.ts sets
 * it, and every page here is checked once it shows its data.
 */
import type { Locator, Page } from '@playwright/test';
import { go, loginAs, logout, main } from '../actions.ts';
import { skillsAtLength } from '../setup.ts';
import { expect, test, type Axe } from '../fixtures.ts';
import { pageSettled } from '../network.ts';

/** The dark theme is on the page, and axe passes on what it shows now. */
async function checkDark(page: Page, axe: Axe): Promise<void> {
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe.check(page);
}

/** At a phone's width and a desktop's: the layouts differ (the navbar's menu, wrapped rows). */
const WIDTHS = [375, 1280] as const;

test('the skills screens pass axe in the dark theme', async ({ page, axe }) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('edugate.theme', 'dark'));
  const { learner, poster, courseTitle, jobTitle, jobId, handle, skillsHeld } =
    await skillsAtLength();
  const learnerPages: [path: string, ready: Locator][] = [
    ['/jobs?sort=match', main(page).getByRole('article').first().getByText(skillsHeld)],
    ['/saved-jobs', main(page).getByRole('link', { name: jobTitle })],
    ['/my-certificates', main(page).getByRole('list', { name: 'Your verified skills' })],
    [`/jobs/${jobId}`, main(page).getByRole('region', { name: 'Skills required' })],
    [`/u/${handle}`, main(page).getByRole('list', { name: 'Verified skills' })],
  ];

  await loginAs(page, axe, learner, '/');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, ready] of learnerPages) {
      await go(page, path);
      await expect(ready).toBeVisible();
      await checkDark(page, axe);
    }
  }
  await logout(page, learner.name);

  // The poster reads the application: the certificate attached, 'Verified', and the skills held.
  await loginAs(page, axe, poster, `/my-jobs/${jobId}/applications`);
  const row = main(page).getByRole('row').filter({ hasText: learner.name });
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 800 });
    await expect(row.getByRole('link', { name: courseTitle })).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await checkDark(page, axe);
  }
});
