import { accountMenuButton, loginHere, logout, main, register } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';

test('log out, a wrong password is refused, then log in again', async ({ page, axe, watch }) => {
  const user = newUser('login');
  await register(page, axe, user);
  await logout(page, user.name);
  await axe.check(page);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page).toHaveTitle('Login | EduGate');
  await axe.check(page);

  const form = main(page);
  watch.expectStatus(/accounts:signInWithPassword/, 400);
  watch.expectConsoleError(/status of 400/);
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!Pass1');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByText('Invalid email or password')).toBeVisible();
  await axe.check(page);

  // The show/hide toggle reveals what was typed.
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: /show password/i }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await loginHere(page, user);
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, user.name)).toBeVisible();
  await expect(form.getByText('Invalid email or password')).toBeHidden();
});

test('a protected page sends a signed-out visitor to login and back after it', async ({
  page,
  axe,
}) => {
  const user = newUser('return');
  await register(page, axe, user);
  await logout(page, user.name);

  // The page server redirects before any script runs, and the address says where to return.
  const response = await page.goto('/my-enrolled-courses');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/my-enrolled-courses$/);
  await expect(page).toHaveURL('/login?redirectTo=%2Fmy-enrolled-courses');
  axe.passedThrough('/my-enrolled-courses');
  await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
  await axe.check(page);
  await loginHere(page, user);
  await expect(page).toHaveURL('/my-enrolled-courses');
  await expect(main(page).getByText("You haven't enrolled in any courses yet.")).toBeVisible();
  await axe.check(page);
});
