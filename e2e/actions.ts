/** What a person does again and again across the tests, done the way they would do it. */
import { expect, type Page } from '@playwright/test';
import type { Axe, NewUser } from './fixtures.ts';

/** The main content (the navbar and footer also have Login/Register links and buttons). */
export const main = (page: Page) => page.getByRole('main');

/** A toast's visible text (the live region that announces it repeats it with a prefix). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

export async function register(page: Page, axe: Axe, user: NewUser): Promise<void> {
  await page.goto('/register');
  await expect(main(page).getByRole('heading', { name: 'Register' })).toBeVisible();
  await axe.check(page);
  await fillRegistration(page, user);
  await main(page).getByRole('button', { name: 'Register', exact: true }).click();
  await expect(toast(page, 'Registration successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, user.name)).toBeVisible();
  await axe.check(page);
}

export async function fillRegistration(
  page: Page,
  user: NewUser,
  confirm: string = user.password,
): Promise<void> {
  const form = main(page);
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(confirm);
}

/** Logs in on /login (already open) and waits for the success toast. */
export async function loginHere(page: Page, user: NewUser): Promise<void> {
  const form = main(page);
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
}

export function accountMenuButton(page: Page, name: string) {
  return page.getByRole('button', { name: `Account menu for ${name}` });
}

export async function logout(page: Page, name: string): Promise<void> {
  await accountMenuButton(page, name).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(accountMenuButton(page, name)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}
