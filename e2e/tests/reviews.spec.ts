import { acrossAccounts, go, loginAs, logout, main, toast } from '../actions.ts';
import { addCourse, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';

/** Ratings & Reviews (docs/product.md) against the real stack. */

const reviews = (page: Page) => main(page).getByRole('region', { name: 'Ratings & Reviews' });

async function rate(page: Page, stars: number, comment?: string) {
  const section = reviews(page);
  await section.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }).check();
  if (comment !== undefined) await section.getByLabel('Your review (optional)').fill(comment);
}

test('rate, edit, delete; a second review; who may not rate; the author sees learners and keeps seats; Highest Rated', async ({
  page,
  axe,
  watch,
}) => {
  acrossAccounts(watch);
  const [author, learner, second, stranger] = await withAccounts(
    'author',
    'learner',
    'second',
    'stranger',
  );
  const marker = `Rated ${Date.now().toString(36)}`;
  const top = await addCourse(author, `${marker} top`);
  const other = await addCourse(author, `${marker} other`);

  // A learner enrols, rates 4 with a comment: the average and count change on the page.
  await loginAs(page, axe, learner, `/courses/${top}`);
  await expect(main(page).getByText('No ratings yet').first()).toBeVisible();
  await expect(
    reviews(page).getByText('No reviews yet. Be the first to share your experience.'),
  ).toBeVisible();
  await main(page).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await rate(page, 4, 'Clear and practical.');
  await reviews(page).getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review submitted!')).toBeVisible();
  await expect(main(page).getByText('Rating: 4.0')).toBeVisible();
  await expect(reviews(page).getByText('1 rating', { exact: true })).toBeVisible();
  await expect(reviews(page).locator('p', { hasText: 'Clear and practical.' })).toBeVisible();
  await axe.check(page);

  // The catalogue card shows it too.
  await go(page, `/courses?q=${encodeURIComponent(marker)}`);
  const card = main(page)
    .getByRole('article')
    .filter({ hasText: `${marker} top` });
  await expect(card.getByText('4.0 (1)')).toBeVisible();
  await expect(
    main(page)
      .getByRole('article')
      .filter({ hasText: `${marker} other` })
      .getByText('No ratings yet'),
  ).toBeVisible();
  await axe.check(page);

  // Edit to 5, then delete.
  await go(page, `/courses/${top}`);
  await rate(page, 5);
  await reviews(page).getByRole('button', { name: 'Update review' }).click();
  await expect(toast(page, 'Review updated!')).toBeVisible();
  await expect(main(page).getByText('Rating: 5.0')).toBeVisible();
  await reviews(page).getByRole('button', { name: 'Delete review' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete review?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Review deleted')).toBeVisible();
  await expect(main(page).getByText('No ratings yet').first()).toBeVisible();
  await rate(page, 5, 'Back again.');
  await reviews(page).getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review submitted!')).toBeVisible();
  await axe.check(page);
  await logout(page, learner.name);

  // A second learner's review: the average of both.
  await loginAs(page, axe, second, `/courses/${top}`);
  await main(page).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await rate(page, 4);
  await reviews(page).getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review submitted!')).toBeVisible();
  await expect(main(page).getByText('Rating: 4.5')).toBeVisible();
  await expect(reviews(page).getByText('2 ratings', { exact: true })).toBeVisible();
  await axe.check(page);
  await logout(page, second.name);

  // Never enrolled: no form, the reason instead.
  await loginAs(page, axe, stranger, `/courses/${top}`);
  await expect(reviews(page).getByText('Enroll in this course to rate it.')).toBeVisible();
  await expect(reviews(page).getByRole('radiogroup')).toHaveCount(0);
  await axe.check(page);
  await logout(page, stranger.name);

  // The author: cannot rate, sees the learners, cannot set seats below them.
  await loginAs(page, axe, author, `/courses/${top}`);
  await expect(reviews(page).getByText("You can't rate your own course.")).toBeVisible();
  const learners = main(page).getByRole('region', { name: 'Learners' });
  await expect(learners.getByText(learner.name)).toBeVisible();
  await expect(learners.getByText(second.name)).toBeVisible();
  await axe.check(page);
  await go(page, `/edit-course/${top}`);
  const seats = main(page).getByRole('spinbutton', { name: /^Seats/ });
  await expect(seats).toHaveValue('10');
  await seats.fill('1');
  // The server refuses (409) with the product's text, which the form shows.
  watch.expectStatus(new RegExp(`/courses/${top}$`), 409);
  watch.expectConsoleError(/409 \(Conflict\)/);
  await main(page).getByRole('button', { name: 'Update Course' }).click();
  await expect(
    main(page).getByText("Seats can't be fewer than the 2 learners already enrolled."),
  ).toBeVisible();
  await axe.check(page);

  // 'Highest Rated' puts the newly top-rated course first.
  await go(page, `/courses?q=${encodeURIComponent(marker)}&sort=rating_desc`);
  await expect(main(page).getByRole('article').first()).toContainText(`${marker} top`);
  await axe.check(page);
  void other;
});
