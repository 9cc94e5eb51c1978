import { accountMenuButton, fillRegistration, logout, main, register } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('registration explains each rule in turn, then signs the new user in', async ({
  page,
  axe,
}) => {
  const user = newUser('register');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest Courses' })).toBeVisible();
  await axe.check(page);
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register');
  await expect(main(page).getByRole('heading', { name: 'Register' })).toBeVisible();
  await axe.check(page);

  const form = main(page);
  const submit = form.getByRole('button', { name: 'Register', exact: true });
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  const confirm = form.getByRole('textbox', { name: 'Confirm Password' });
  await form.getByLabel('Name').fill(user.name);

  // docs/product.md, Accounts: checked in order, only the first failure shown.
  const steps: [email: string, password: string, confirm: string, message: string][] = [
    ['not-an-email', 'short', 'short', 'Please enter a valid email address.'],
    [user.email, 'Sh0rt!', 'Sh0rt!', 'Password must be at least 8 characters long.'],
    [
      user.email,
      'lower1!case',
      'lower1!case',
      'Password must contain at least one uppercase letter.',
    ],
    [
      user.email,
      'UPPER1!CASE',
      'UPPER1!CASE',
      'Password must contain at least one lowercase letter.',
    ],
    [user.email, 'NoDigits!here', 'NoDigits!here', 'Password must contain at least one number.'],
    [
      user.email,
      'NoSpecial1here',
      'NoSpecial1here',
      'Password must contain at least one special character.',
    ],
    [
      user.email,
      `Ab1!${user.email.toUpperCase()}`,
      `Ab1!${user.email.toUpperCase()}`,
      'Password cannot contain your email address.',
    ],
    [user.email, user.password, `${user.password}x`, 'Password and Confirm Password do not match.'],
  ];
  for (const [index, [email, pass, again, message]] of steps.entries()) {
    const rule = index + 1;
    await form.getByLabel('Email').fill(email);
    await password.fill(pass);
    await confirm.fill(again);
    await submit.click();
    // Beside the field it is about (its description), not only in the form's announcement.
    const field = rule === 1 ? form.getByLabel('Email') : rule === 8 ? confirm : password;
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
    await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL('/register');
  }
  await axe.check(page);

  await confirm.fill(user.password);
  await submit.click();
  // Signed in, as the account menu shows for good: not the success toast, gone after 1.5 s
  // (AUTH_TOAST_MS), which a loaded machine may only look for once it has gone.
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, user.name)).toBeVisible();
  // Signed in: the links only signed-in users see (docs/product.md, Screens and routes).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Enrolled Courses' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeHidden();
  await axe.check(page);
});

test('an e-mail that is already registered is refused in the Registration Failed dialog', async ({
  page,
  axe,
  watch,
}) => {
  const user = newUser('twice');
  await register(page, axe, user);
  await logout(page, user.name);

  // The identity provider answers 400 EMAIL_EXISTS; the app shows the product's text instead.
  watch.expectStatus(/accounts:signUp/, 400);
  watch.expectConsoleError(/status of 400/);
  await page.goto('/register');
  await fillRegistration(page, { ...user, name: 'Someone Else' });
  await main(page).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Registration Failed' })).toBeVisible();
  const message =
    'This email is already registered. Please use a different email or try logging in.';
  await expect(dialog.getByText(message)).toBeVisible();
  await axe.check(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText(message)).toBeVisible();
  await expect(page).toHaveURL('/register');
});
