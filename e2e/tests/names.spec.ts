/**
 * The name a person signs up with is the one the product publishes for them, from their very first
 * write: the API takes a course's instructor from the ID token, and the token Firebase mints when
 * the account is created has no name yet.
 */
import type { Page } from '@playwright/test';
import { followMainNav, main, register, toast } from '../actions.ts';
import { expect, newUser, test, type Axe } from '../fixtures.ts';

/** Adds a course through the Add Course screen and returns its id (from the API's answer). */
async function addCourse(page: Page, axe: Axe, title: string): Promise<string> {
  await followMainNav(page, 'Add Course', '/add-course');
  const form = main(page);
  await axe.check(page);
  await form.getByRole('textbox', { name: /^Course Title/ }).fill(title);
  await form.getByRole('textbox', { name: /^Short Description/ }).fill('Whose course is this?');
  await form
    .getByRole('textbox', { name: /^Image URL/ })
    .fill(`${process.env.E2E_API_URL}/assets/courses/web-development-2.svg`);
  await form.getByRole('textbox', { name: /^Duration/ }).fill('2 weeks');
  await form
    .getByRole('combobox', { name: /^Category/ })
    .selectOption({ label: 'Web Development' });
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/courses',
  );
  await form.getByRole('button', { name: 'Add Course' }).click();
  const body = (await (await created).json()) as { _id: string };
  await expect(toast(page, 'Course added successfully!')).toBeVisible();
  return body._id;
}

/** The detail page names `name` as the instructor, in the hero and the side panel. */
async function expectInstructor(page: Page, axe: Axe, id: string, name: string, email: string) {
  await page.goto(`/courses/${id}`);
  const content = main(page);
  await expect(content.getByText(`Instructor: ${name}`, { exact: true })).toBeVisible();
  const details = content.getByRole('region', { name: 'Course Details' });
  await expect(details.getByText(name, { exact: true })).toBeVisible();
  await expect(content).not.toContainText(email);
  await axe.check(page);
}

test('a new account’s first course names its registered name as the instructor, never the e-mail', async ({
  page,
  axe,
}) => {
  test.slow();
  const user = { ...newUser('priya'), name: 'Priya Patel' };
  await register(page, axe, user);

  // Straight after registering: the first write is the one that used to carry the e-mail.
  const first = await addCourse(page, axe, 'The first course Priya adds');
  await expectInstructor(page, axe, first, 'Priya Patel', user.email);
  const second = await addCourse(page, axe, 'Second course of the same session');
  await expectInstructor(page, axe, second, 'Priya Patel', user.email);

  // What the API stored and gives everyone (the public read, no token).
  const stored = await fetch(`${process.env.E2E_API_URL}/courses/${first}`);
  expect(((await stored.json()) as { addedByName: string }).addedByName).toBe('Priya Patel');
});

test('a Google sign-up’s first course names the Google account’s name as the instructor', async ({
  page,
  axe,
}) => {
  test.slow();
  const person = { ...newUser('google-author'), name: 'Rohan Mehta' };
  await page.goto('/register');
  await expect(main(page).getByRole('heading', { name: 'Register' })).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google (Auth emulator)' });
  await chooser.getByLabel('Name').fill(person.name);
  await chooser.getByLabel('Email').fill(person.email);
  await chooser.getByRole('button', { name: 'Continue with this e-mail' }).click();
  await expect(toast(page, 'Signed up with Google')).toBeVisible();
  await expect(page).toHaveURL('/');
  await axe.check(page);

  const id = await addCourse(page, axe, 'A course from a Google account');
  await expectInstructor(page, axe, id, 'Rohan Mehta', person.email);
});
