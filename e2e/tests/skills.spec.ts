// Skills join courses and jobs (docs/product.md, Skills), through the real stack: a seeded
// course's 'Skills you'll gain' leads to the courses teaching one, and a seeded job's page lists
// what it requires, each leading to the courses that teach it.
import { main, register } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';

test("a course's skills lead to the courses teaching them; a job's to the courses for each", async ({
  page,
  axe,
}) => {
  test.slow();
  await register(page, axe, newUser('skills'));
  await page.goto('/courses?q=kotlin+for+android');
  await axe.check(page);
  await main(page).getByRole('link', { name: 'View Details: Kotlin for Android' }).click();
  const skills = main(page).getByRole('region', { name: "Skills you'll gain" });
  await expect(skills.getByRole('link')).toHaveText(['Kotlin', 'Android', 'Jetpack Compose']);
  await axe.check(page);

  await skills.getByRole('link', { name: 'Kotlin', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\?skill=Kotlin$/);
  await expect(main(page).getByText(/^Courses teaching/)).toHaveText('Courses teaching Kotlin');
  // Only the one seeded course teaches Kotlin.
  await expect(main(page).getByRole('link', { name: /^View Details: / })).toHaveCount(1);
  await expect(
    main(page).getByRole('link', { name: 'View Details: Kotlin for Android' }),
  ).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('button', { name: 'All skills' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(main(page).getByText(/^Courses teaching/)).toHaveCount(0);

  // A seeded Android job: its page lists the skills required, the first taught by that course.
  await page.goto('/jobs?q=android');
  await axe.check(page);
  const card = main(page).getByRole('article', { name: 'Android Engineer (Kotlin)' }).first();
  await expect(card.locator('p', { hasText: /^Skills required:/ })).toHaveText(
    'Skills required: Kotlin · Swift · Android · iOS',
  );
  await card.getByRole('link', { name: 'Android Engineer (Kotlin)' }).click();
  // Signed in without a certificate, every skill is one to learn (docs/product.md, Jobs for
  // you): best rated courses first.
  const required = main(page).getByRole('region', { name: 'Skills required' });
  await expect(required.getByRole('link')).toHaveText([
    'Learn Kotlin',
    'Learn Swift',
    'Learn Android',
    'Learn iOS',
  ]);
  await axe.check(page);
  await required.getByRole('link', { name: 'Learn Kotlin', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\?skill=Kotlin&sort=rating_desc$/);
  await expect(
    main(page).getByRole('link', { name: 'View Details: Kotlin for Android' }),
  ).toBeVisible();
});
