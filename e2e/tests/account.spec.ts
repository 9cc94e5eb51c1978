// Accounts (docs/product.md): forgot password through the Auth emulator's reset link; the profile's
// name, password and Delete account.
import { accountMenuButton, go, loginAs, loginHere, logout, main, toast } from '../actions.ts';
import { createAccount } from '../setup.ts';
import { expect, newUser, test } from '../fixtures.ts';

const PROJECT_ID = 'demo-edugate-e2e';

/** The newest password reset link the Auth emulator keeps for `email` (its out-of-band codes). */
async function resetLinkFor(email: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.E2E_AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const links = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  const link = links.at(-1)?.oobLink;
  if (!link) throw new Error(`no reset link for ${email}`);
  return link;
}

test('forgot password: the same answer for any address, the e-mailed link sets a new password', async ({
  page,
  axe,
  watch,
}) => {
  const user = newUser('forgot');
  await createAccount(user);

  await page.goto('/login');
  await axe.check(page);
  await main(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page).toHaveTitle('Reset your password | EduGate');
  await axe.check(page);

  // An address without an account gets the same answer (the emulator says 400; the app hides it).
  watch.expectStatus(/accounts:sendOobCode/, 400);
  watch.expectConsoleError(/status of 400/);
  await main(page).getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  const answer = main(page).getByText(/If an account exists for that address/);
  await expect(answer).toBeVisible();
  const unknownAnswer = await answer.textContent();

  await page.reload();
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(answer).toBeVisible();
  expect(await answer.textContent()).toBe(unknownAnswer);
  await axe.check(page);

  // The e-mail's link, followed: the emulator's reset page takes the new password.
  const next = 'N3w!Password';
  const reset = await fetch(
    `${await resetLinkFor(user.email)}&newPassword=${encodeURIComponent(next)}`,
  );
  expect(reset.status).toBe(200);

  await main(page).getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/login');
  await loginHere(page, { ...user, password: next });
  await expect(accountMenuButton(page, user.name)).toBeVisible();
  await expect(page).toHaveURL('/');
  await axe.check(page);
});

test('profile: a new name, a new password, then Delete account', async ({ page, axe, watch }) => {
  const user = newUser('profile');
  await createAccount(user);
  await loginAs(page, axe, user, '/');

  await accountMenuButton(page, user.name).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle('Profile | EduGate');
  await axe.check(page);

  const renamed = `${user.name} Renamed`;
  await main(page).getByLabel('Name').fill(renamed);
  await main(page).getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(accountMenuButton(page, renamed)).toBeVisible();

  // A wrong current password is refused by the reauthentication.
  watch.expectStatus(/accounts:signInWithPassword/, 400);
  watch.expectConsoleError(/status of 400/);
  const next = 'An0ther!Pass';
  const box = (name: string) => main(page).getByRole('textbox', { name, exact: true });
  await box('Current password').fill('Wrong!Pass1');
  await box('New password').fill(next);
  await box('Confirm new password').fill(next);
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(main(page).getByText('Your current password is incorrect.')).toBeVisible();
  await box('Current password').fill(user.password);
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();

  await logout(page, renamed);
  // Signed out, /profile is protected: login (with the new password) leads back to it.
  await go(page, '/profile');
  await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  axe.passedThrough('/profile');
  await loginHere(page, { ...user, password: next });
  await expect(page).toHaveURL('/profile');

  await main(page).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your courses are deleted');
  await expect(dialog).toContainText('Your job applications are withdrawn');
  await axe.check(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, renamed)).toBeHidden();
  // The home page (reached in the app, so Playwright's network-idle state is the old page's)
  // finishes loading its code and pictures before the test leaves it.
  await expect(main(page).getByRole('heading', { name: 'Latest Courses' })).toBeVisible();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));

  // The account is gone at the identity provider too.
  await axe.check(page);
  await go(page, '/login');
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(next);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(main(page).getByText('Invalid email or password')).toBeVisible();
});
