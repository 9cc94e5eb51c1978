/** What a person does again and again across the tests, done the way they would do it. */
import { expect, type Locator, type Page } from '@playwright/test';
import { test, type Axe, type NewUser, type Watch } from './fixtures.ts';
import { networkQuiet, pageSettled } from './network.ts';

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
  // Signed in, as the account menu shows for good: not the success toast, gone after 1.5 s
  // (AUTH_TOAST_MS), which a loaded machine may only look for once it has gone.
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

/**
 * Logs in on /login (already open) and waits until signed in: the navbar's account menu, which
 * stays. Not the 'Logged in successfully' toast: it lasts 1.5 s (AUTH_TOAST_MS), and on a loaded
 * machine the test could look only after it had gone.
 */
export async function loginHere(page: Page, user: NewUser): Promise<void> {
  const form = main(page);
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(accountMenuButton(page, user.name)).toBeVisible();
}

/** Follows a link of the navbar's main navigation (the footer repeats some) to its page. */
export async function followMainNav(page: Page, link: string, url: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(url);
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

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with at most ${max} Tab presses`).toBeFocused();
}

/** Leaves a page only once its requests are done (an aborted one would count as a failure). */
export async function go(page: Page, path: string) {
  await networkQuiet(page);
  await page.goto(path);
}

export async function loginAs(page: Page, axe: Axe, user: NewUser, path: string) {
  await go(page, '/login');
  await axe.check(page);
  // The app then asks the API for its session cookie: leaving before that would abort it.
  const session = page.waitForResponse((response) => response.url().endsWith('/jwt'));
  await loginHere(page, user);
  await session;
  // Login lands on the home page; the test goes straight on to the course.
  axe.passedThrough('/');
  // Let the home page finish (its lists, their pictures) before leaving it.
  await pageSettled(page);
  // Loading the home page again would start a new session check (the sign-in SDK's account
  // lookup), which a test leaving at once would abort.
  if (path !== '/') await page.goto(path);
}

/**
 * A long test that switches accounts and pages while reads are in flight: the app aborts the
 * queries nobody shows any more, so aborted reads are tolerated; any failed write, error status
 * or console error still fails it.
 */
export function acrossAccounts(watch: Watch): void {
  test.slow();
  watch.expectRequestFailure(/^GET \S+: net::ERR_ABORTED$/);
}

/** The author signs in and opens one of their course's pages from Manage Courses. */
export async function openFromManageCourses(
  page: Page,
  axe: Axe,
  author: NewUser,
  { link, heading }: { link: string; heading: string },
): Promise<void> {
  await loginAs(page, axe, author, '/manage-courses');
  await expect(main(page).getByRole('link', { name: link })).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('link', { name: link }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Signs in from /login and waits for the account menu, checking both pages. */
export async function signIn(page: Page, axe: Axe, user: NewUser): Promise<void> {
  await page.goto('/login');
  await axe.check(page);
  await loginHere(page, user);
  await expect(accountMenuButton(page, user.name)).toBeVisible();
  await axe.check(page);
}
