import { expect, test } from '../fixtures.ts';

test('the home page shows its sections', async ({ page, axe }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | EduGate');
  await expect(page.getByRole('heading', { name: 'Latest Courses' })).toBeVisible();
  await axe.check(page);
});
