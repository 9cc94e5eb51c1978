/** What a person does again and again across the tests, done the way they would do it. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Axe, NewUser } from './fixtures.ts';
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

/** A local picture, as the app's own registration gives an account without a photo URL. */
const LOCAL_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1d4ed8"/></svg>',
  );

/**
 * An e-mail account made directly in the Auth emulator (setup only, no screen involved).
 * `photo: false` leaves it without a picture, like an account made outside the app.
 */
export async function createAccount(user: NewUser, { photo = true } = {}): Promise<void> {
  const call = async (method: string, body: object) => {
    const response = await fetch(
      `http://${process.env.E2E_AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    expect(response.status, `${method}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as { idToken: string };
  };
  const { idToken } = await call('signUp', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  // signUp takes no picture: the profile is set afterwards, as the app's registration does.
  await call('update', {
    idToken,
    displayName: user.name,
    ...(photo ? { photoUrl: LOCAL_PICTURE } : {}),
  });
}

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with at most ${max} Tab presses`).toBeFocused();
}

/** An ID token for setup calls straight to the API (no screen involved). */
export async function tokenOf(user: NewUser): Promise<string> {
  const response = await fetch(
    `http://${process.env.E2E_AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A setup call straight to the API (no screen involved) as `caller` (a user, or an ID token),
 * expecting `status`; resolves with the answer's JSON, if it has one.
 */
export async function callApi<T = unknown>(
  caller: NewUser | string,
  method: string,
  path: string,
  status: number,
  body?: object,
): Promise<T> {
  const token = typeof caller === 'string' ? caller : await tokenOf(caller);
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      Authorization: `Bearer ${token}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
  return (status === 204 ? undefined : await response.json()) as T;
}

/** The author's course, added through the API (setup). */
export async function addCourse(author: NewUser, title: string): Promise<string> {
  const course = await callApi<{ _id: string }>(author, 'POST', '/courses', 201, {
    title,
    description: 'Made by an end-to-end test.',
    imageUrl: `${process.env.E2E_API_URL}/assets/courses/web-development-1.svg`,
    duration: '2 weeks',
    category: 'web development',
    totalSeats: 10,
  });
  return course._id;
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
  await page.goto(path);
}
