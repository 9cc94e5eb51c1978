import type { Page } from '@playwright/test';
import { accountMenuButton, fillRegistration, loginHere, logout, main, toast } from '../actions.ts';
import { createAccount } from '../setup.ts';
import { expect, newUser, test, type NewUser } from '../fixtures.ts';

const ACCOUNT_EXISTS =
  'An account already exists with the same email address but different sign-in credentials. Please use the original provider to log in.';

/** 'Continue with Google' / 'Continue with Github' on the open page, as `person`, in the chooser. */
async function continueWith(page: Page, provider: 'Google' | 'GitHub', person: NewUser) {
  await main(page)
    .getByRole('button', { name: `Continue with ${provider}`, exact: false })
    .click();
  const chooser = page.getByRole('dialog', { name: `Sign in with ${provider} (Auth emulator)` });
  await chooser.getByLabel('Name').fill(person.name);
  await chooser.getByLabel('Email').fill(person.email);
  await chooser.getByRole('button', { name: 'Continue with this e-mail' }).click();
  await expect(chooser).toBeHidden();
}

/** The ways in the Auth emulator lists for an address (what the account can still sign in with). */
async function signInMethods(email: string): Promise<string[]> {
  const response = await fetch(
    `http://${process.env.E2E_AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=e2e`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: email, continueUri: 'http://localhost/' }),
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { signinMethods?: string[] }).signinMethods ?? [];
}

for (const provider of ['Google', 'GitHub'] as const) {
  test(`sign in with ${provider} through the emulator's account chooser`, async ({ page, axe }) => {
    const person = newUser(provider.toLowerCase());
    await page.goto('/login');
    await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    await axe.check(page);

    // The product spells the button 'Continue with Github' (docs/product.md, Screens and routes).
    await main(page)
      .getByRole('button', { name: `Continue with ${provider}`, exact: false })
      .click();
    const chooser = page.getByRole('dialog', { name: `Sign in with ${provider} (Auth emulator)` });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('list', { name: 'Seeded authors' })).toBeVisible();
    await axe.check(page);

    // A fresh identity through 'Use another e-mail' (the listed seeded authors are shared).
    await chooser.getByLabel('Name').fill(person.name);
    await chooser.getByLabel('Email').fill(person.email);
    await chooser.getByRole('button', { name: 'Continue with this e-mail' }).click();
    await expect(chooser).toBeHidden();
    await expect(
      toast(page, provider === 'Google' ? 'Logged in with Google' : 'Logged in with Github'),
    ).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(accountMenuButton(page, person.name)).toBeVisible();
    await axe.check(page);

    // The same account again signs into the same user.
    await logout(page, person.name);
    await page.goto('/login');
    await main(page)
      .getByRole('button', { name: `Continue with ${provider}`, exact: false })
      .click();
    await chooser.getByLabel('Email').fill(person.email);
    await chooser.getByRole('button', { name: 'Continue with this e-mail' }).click();
    await expect(accountMenuButton(page, person.name)).toBeVisible();
  });
}

test('cancelling the account chooser leaves the visitor signed out on the login page', async ({
  page,
  axe,
}) => {
  await page.goto('/login');
  await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google (Auth emulator)' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL('/login');
  await expect(main(page).getByText('Google login failed')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

// ADR 8: one account per address, and a social sign-in never removes another way in. The Auth
// emulator, like Firebase, would let Google (which vouches for the address) delete an unverified
// password; the app refuses instead, as Firebase itself refuses GitHub.
for (const provider of ['Google', 'GitHub'] as const) {
  test(`${provider} is refused for an address registered with a password, which keeps working`, async ({
    page,
    axe,
  }) => {
    const user = newUser(`password-then-${provider.toLowerCase()}`);
    await createAccount(user);
    await page.goto('/login');
    await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    await axe.check(page);

    await continueWith(page, provider, user);
    await expect(main(page).getByText(ACCOUNT_EXISTS)).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await axe.check(page);
    expect(await signInMethods(user.email)).toEqual(['password']);

    // The password still signs in, to the same account.
    await loginHere(page, user);
    await expect(accountMenuButton(page, user.name)).toBeVisible();
    await axe.check(page);
  });

  test(`an address that signed up with ${provider} keeps it when a password is tried`, async ({
    page,
    axe,
    watch,
  }) => {
    const person = newUser(`${provider.toLowerCase()}-then-password`);
    await page.goto('/register');
    await expect(main(page).getByRole('heading', { name: 'Register' })).toBeVisible();
    await axe.check(page);
    await continueWith(page, provider, person);
    await expect(
      toast(page, provider === 'Google' ? 'Signed up with Google' : 'Signed up with Github'),
    ).toBeVisible();
    await expect(accountMenuButton(page, person.name)).toBeVisible();
    await axe.check(page);
    await logout(page, person.name);

    // Registering the address with a password: the product's e-mail-in-use text, nothing changes.
    watch.expectStatus(/accounts:signUp/, 400);
    watch.expectStatus(/accounts:signInWithPassword/, 400);
    watch.expectConsoleError(/status of 400/);
    await page.goto('/register');
    await fillRegistration(page, person);
    await main(page).getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(
      dialog.getByText(
        'This email is already registered. Please use a different email or try logging in.',
      ),
    ).toBeVisible();
    await axe.check(page);
    await dialog.getByRole('button', { name: 'OK' }).click();

    // The account has no password to log in with.
    await page.goto('/login');
    const form = main(page);
    await form.getByLabel('Email').fill(person.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('Invalid email or password')).toBeVisible();
    await axe.check(page);
    expect(await signInMethods(person.email)).toEqual([
      provider === 'Google' ? 'google.com' : 'github.com',
    ]);

    // And the provider it signed up with still signs in.
    await continueWith(page, provider, person);
    await expect(
      toast(page, provider === 'Google' ? 'Logged in with Google' : 'Logged in with Github'),
    ).toBeVisible();
    await expect(accountMenuButton(page, person.name)).toBeVisible();
  });
}
