import type { Page } from '@playwright/test';
import { accountMenuButton, main, tabTo, toast } from '../actions.ts';
import { createAccount } from '../setup.ts';
import { expect, newUser, test, type Axe, type NewUser } from '../fixtures.ts';

test('keyboard only: log in, find a course, enrol', async ({ page, axe }) => {
  test.slow();
  const user = newUser('keys');
  await createAccount(user);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest Courses' })).toBeVisible();
  await axe.check(page);

  // The first Tab reaches the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
  const form = main(page);
  await expect(form.getByRole('heading', { name: 'Login' })).toBeVisible();
  await axe.check(page);

  await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  // Signed in, as the account menu shows for good: not the success toast, gone after 1.5 s
  // (AUTH_TOAST_MS), which a loaded machine may only look for once it has gone.
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, user.name)).toBeVisible();
  await axe.check(page);

  // To the catalogue, search, open the course, enrol.
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/courses');
  await expect(main(page).getByText(/^Showing \d+ of \d+ courses$/)).toBeVisible();
  await axe.check(page);
  await tabTo(page, main(page).getByRole('searchbox', { name: 'Search courses' }));
  await page.keyboard.type('Kotlin');
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/^Showing 1 of 1 course$/)).toBeVisible();
  await tabTo(page, main(page).getByRole('link', { name: 'View Details: Kotlin for Android' }));
  await page.keyboard.press('Enter');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Kotlin for Android' }),
  ).toBeVisible();
  await axe.check(page);

  const enrol = main(page).getByRole('button', { name: 'Enroll Now' });
  await tabTo(page, enrol);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  const enrolled = main(page).getByRole('button', { name: 'Enrolled (Click to Unenroll)' });
  await expect(enrolled).toBeVisible();
  await expect(main(page).getByText('You have enrolled in 1 out of 3 courses')).toBeVisible();
  await axe.check(page);

  // And back out, still by keyboard.
  await tabTo(page, enrolled);
  await page.keyboard.press('Enter');
  // It asks first; focus is in the question (Cancel first), so Tab then Enter confirms.
  const confirm = page.getByRole('alertdialog', { name: 'Remove enrollment?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Remove Enrollment' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Successfully removed enrollment')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Enroll Now' })).toBeVisible();
});

/** Logs in through the form on /login (filled and clicked, not by keyboard); axe on both pages. */
async function logInWithTheForm(page: Page, axe: Axe, user: NewUser): Promise<void> {
  await page.goto('/login');
  await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
  await axe.check(page);
  const form = main(page);
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(accountMenuButton(page, user.name)).toBeVisible();
  await axe.check(page);
}

// The enrol button is disabled while its request runs, which drops focus to <body>; EnrollAction
// puts it back, so a keyboard user goes on from the button, not from the top of the page.
test('the focus stays on the enrol button after enrolling by keyboard', async ({ page, axe }) => {
  const user = newUser('focus');
  await createAccount(user);
  await logInWithTheForm(page, axe, user);
  await page.goto('/courses?q=SQL+for+Analysts');
  const details = main(page).getByRole('link', { name: 'View Details: SQL for Analysts' });
  await expect(details).toBeVisible();
  await axe.check(page);
  await details.click();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'SQL for Analysts' }),
  ).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('button', { name: 'Enroll Now' }).focus();
  await page.keyboard.press('Enter');
  const enrolled = main(page).getByRole('button', { name: 'Enrolled (Click to Unenroll)' });
  await expect(enrolled).toBeVisible();
  await expect(enrolled).toBeFocused();
});

// With no photo URL the navbar's avatar shows initials; they must not break WCAG 2.5.3 (Label in
// Name) against the button's name 'Account menu for <name>'.
test('an account without a picture passes axe once signed in', async ({ page, axe }) => {
  const user = newUser('nophoto');
  await createAccount(user, { photo: false });
  await logInWithTheForm(page, axe, user);
});
