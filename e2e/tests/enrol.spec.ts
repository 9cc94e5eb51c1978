import { loginHere, logout, main, register, toast } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';

test('from a home category card: browse, search, open a course, enrol to the limit, unenrol, My Enrolled Courses', async ({
  page,
  axe,
}) => {
  test.slow();
  const user = newUser('enrol');
  await register(page, axe, user);
  await logout(page, user.name);

  // Home -> the Web Development category card.
  await main(page).getByRole('link', { name: 'Explore Courses: Web Development' }).click();
  await expect(page).toHaveURL(/\/courses\?category=web(\+|%20)development$/);
  await expect(main(page).getByText(/^Showing \d+ of \d+ courses$/)).toBeVisible();
  const cards = main(page).getByRole('article');
  await expect(cards.filter({ hasText: 'Modern HTML and CSS' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Flutter Foundations' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Filters' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await axe.check(page);

  // Search within the category.
  await main(page).getByRole('searchbox', { name: 'Search courses' }).fill('react');
  await expect(page).toHaveURL(/[?&]q=react/);
  await expect(cards.filter({ hasText: 'React in Practice' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Modern HTML and CSS' })).toHaveCount(0);
  await expect(main(page).getByText(/^Showing 1 of 1 course$/)).toBeVisible();
  await axe.check(page);

  // A signed-out visitor is asked to log in first, then lands on the course.
  const details = main(page).getByRole('link', { name: 'View Details: React in Practice' });
  const coursePath = (await details.getAttribute('href')) ?? '';
  expect(coursePath).toMatch(/^\/courses\/[^/]+$/);
  await details.click();
  await expect(page).toHaveURL('/login');
  axe.passedThrough(coursePath);
  await axe.check(page);
  await loginHere(page, user);
  await expect(page).toHaveURL(coursePath);
  const detail = main(page);
  await expect(detail.getByRole('heading', { level: 1, name: 'React in Practice' })).toBeVisible();
  await expect(detail.getByText('Not Enrolled')).toBeVisible();
  await axe.check(page);

  // Enrol here, then in two more from the catalogue.
  await detail.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Enrolled (Click to Unenroll)' })).toBeVisible();
  await expect(detail.getByText('You have enrolled in 1 out of 3 courses')).toBeVisible();
  await axe.check(page);

  await detail.getByRole('link', { name: 'Back to Courses' }).click();
  await expect(page).toHaveURL(/\/courses(\?|$)/);
  // Each found by its title: the catalogue has more than one page, newest first.
  const searchBox = main(page).getByRole('searchbox', { name: 'Search courses' });
  for (const title of ['Modern HTML and CSS', 'JavaScript from Zero']) {
    await searchBox.fill(title);
    await expect(page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}`),
    );
    await main(page)
      .getByRole('button', { name: `Enroll Now: ${title}` })
      .click();
    await expect(main(page).getByRole('button', { name: `Enrolled: ${title}` })).toBeVisible();
  }
  await searchBox.fill('Web Performance');
  await expect(page).toHaveURL(/[?&]q=Web(\+|%20)Performance/);
  // At three, every other course says why it cannot be joined.
  await expect(
    main(page).getByRole('button', { name: 'Enrollment Limit Reached: Web Performance' }),
  ).toBeDisabled();
  await axe.check(page);

  await main(page).getByRole('link', { name: 'View Details: Web Performance' }).click();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Web Performance' }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Enrollment Limit Reached' })).toBeDisabled();
  await expect(main(page).getByText('You have enrolled in 3 out of 3 courses')).toBeVisible();
  await axe.check(page);

  // Unenrol from the first course on its page.
  await page.goto(coursePath);
  await main(page).getByRole('button', { name: 'Enrolled (Click to Unenroll)' }).click();
  const confirmUnenrol = page.getByRole('alertdialog', { name: 'Remove enrollment?' });
  await expect(confirmUnenrol).toContainText('Remove your enrollment in "React in Practice"?');
  await axe.check(page);
  await confirmUnenrol.getByRole('button', { name: 'Remove Enrollment' }).click();
  await expect(toast(page, 'Successfully removed enrollment')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
  await expect(main(page).getByText('You have enrolled in 2 out of 3 courses')).toBeVisible();
  await axe.check(page);

  // My Enrolled Courses lists the two left; removing one leaves one.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Enrolled Courses' })
    .click();
  await expect(page).toHaveURL('/my-enrolled-courses');
  const table = main(page).getByRole('table', { name: 'Your enrolled courses' });
  await expect(table.getByRole('row')).toHaveCount(3); // header + 2
  await expect(table).toContainText('Modern HTML and CSS');
  await expect(table).toContainText('JavaScript from Zero');
  await expect(table).not.toContainText('React in Practice');
  await axe.check(page);
  await table.getByRole('button', { name: 'Remove Enrollment: Modern HTML and CSS' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove enrollment?' })
    .getByRole('button', { name: 'Remove Enrollment' })
    .click();
  await expect(toast(page, 'Successfully removed from enrolled courses')).toBeVisible();
  // Focus lands on the page's heading, not on the next row's Remove button.
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'My Enrolled Courses' }),
  ).toBeFocused();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText('Modern HTML and CSS');
  await axe.check(page);
});
