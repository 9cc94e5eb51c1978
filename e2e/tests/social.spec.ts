import { accountMenuButton, logout, main, toast } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';

for (const provider of ['Google', 'GitHub'] as const) {
  test(`sign in with ${provider} through the emulator's account chooser`, async ({ page, axe }) => {
    const person = newUser(provider.toLowerCase());
    await page.goto('/login');
    await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    await axe.check(page);

    // SPEC.md spells the button 'Continue with Github'.
    await main(page)
      .getByRole('button', { name: `Continue with ${provider}`, exact: false })
      .click();
    const chooser = page.getByRole('dialog', { name: `Sign in with ${provider} (Auth emulator)` });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('list', { name: 'Test accounts' })).toBeVisible();
    await axe.check(page);

    // A fresh identity through 'Use another e-mail' (the listed demo accounts are shared).
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
