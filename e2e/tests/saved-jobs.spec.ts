import { accountMenuButton, main, register } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';

// docs/product.md, Saved jobs: save a job from the board, find it on Saved Jobs, unsave it there.
test('save a job from /jobs, see it on Saved Jobs, unsave it', async ({ page, axe }) => {
  test.slow();
  const user = newUser('saver');
  await register(page, axe, user);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL('/jobs');
  const card = main(page).getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const toggle = card.getByRole('button', { name: `Save job: ${title}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const saved = card.getByRole('button', { name: `Saved: ${title}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await axe.check(page);

  // The account menu links the page.
  await accountMenuButton(page, user.name).click();
  await page
    .getByRole('navigation', { name: 'Your job board' })
    .getByRole('link', { name: 'Saved Jobs' })
    .click();
  await expect(page).toHaveURL('/saved-jobs');
  await expect(page).toHaveTitle('Saved Jobs | EduGate');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
  const row = main(page).getByRole('article', { name: title });
  await expect(row.getByRole('link', { name: title })).toBeVisible();
  await axe.check(page);

  await row.getByRole('button', { name: `Saved: ${title}` }).click();
  await expect(row).toBeHidden();
  await expect(
    main(page).getByRole('heading', { name: "You haven't saved any jobs yet." }),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  await axe.check(page);

  // The server agrees: a fresh load of the page shows the same.
  await page.reload();
  await expect(
    main(page).getByRole('heading', { name: "You haven't saved any jobs yet." }),
  ).toBeVisible();
  await axe.check(page);
});
