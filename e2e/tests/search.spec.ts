// Search as people type it (ADR 18): a misspelt word and a two-letter word find
// the seeded course, through the real stack, ordered by 'Best match'.
import { main } from '../actions.ts';
import { expect, test } from '../fixtures.ts';

test('a misspelt word and a two-letter word find the course', async ({ page, axe }) => {
  await page.goto('/courses');
  const search = main(page).getByRole('searchbox', { name: 'Search courses' });
  const card = main(page).getByRole('link', { name: 'View Details: AI Fundamentals' });

  // 'Fundamentals' with one letter dropped.
  await search.fill('fundamntals');
  await expect(page).toHaveURL(/[?&]q=fundamntals/);
  await expect(card).toBeVisible();
  await expect(
    main(page).getByRole('combobox', { name: 'Sort by' }).locator('option:checked'),
  ).toHaveText('Best match');
  await axe.check(page);

  // Two letters: the whole catalogue is searched, and the title match comes first.
  await search.fill('ai');
  await expect(page).toHaveURL(/[?&]q=ai(&|$)/);
  await expect(card).toBeVisible();
  await expect(
    main(page)
      .getByRole('link', { name: /^View Details: / })
      .first(),
  ).toHaveAccessibleName('View Details: AI Fundamentals');
});
