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

/** Opens `path` signed in as before, waits for `ready` and checks it in the dark theme. */
async function checkDark(page: Page, axe: Axe, path: string, ready: Locator): Promise<void> {
  await go(page, path);
  await expect(ready).toBeVisible();
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe.check(page);
}

test('the skills screens pass axe in the dark theme', async ({ page, axe }) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('edugate.theme', 'dark'));
  const { learner, poster, courseTitle, jobTitle, jobId, handle, skillsHeld } =
    await skillsAtLength();

  await loginAs(page, axe, learner, '/');
  await checkDark(
    page,
    axe,
    '/jobs?sort=match',
    main(page).getByRole('article').first().getByText(skillsHeld),
  );
  await checkDark(page, axe, '/saved-jobs', main(page).getByRole('link', { name: jobTitle }));
  await checkDark(
    page,
    axe,
    '/my-certificates',
    main(page).getByRole('list', { name: 'Your verified skills' }),
  );
  await checkDark(
    page,
    axe,
    `/jobs/${jobId}`,
    main(page).getByRole('region', { name: 'Skills required' }),
  );
  await checkDark(
    page,
    axe,
    `/u/${handle}`,
    main(page).getByRole('list', { name: 'Verified skills' }),
  );
  await logout(page, learner.name);

  // The poster reads the application: the certificate attached, 'Verified', and the skills held.
  await loginAs(page, axe, poster, `/my-jobs/${jobId}/applications`);
  const row = main(page).getByRole('row').filter({ hasText: learner.name });
  await expect(row.getByRole('link', { name: courseTitle })).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe.check(page);
});
