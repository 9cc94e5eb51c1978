/**
 * The app where nothing was rendered on a server: the page is index.html as it was built, and
 * the browser draws it. That is what the page server sends when a render throws, what
 * `npm run preview -w @edugate/app` serves, and what any static host with a single-page fallback
 * serves. index.html carries the inline script that holds clicks until the app starts
 * (apps/edugate/src/browser/earlyInputKeeper.ts): here too every button must work once the app
 * is drawn. Each describe serves this run's build (E2E_APP_ROOT) on a port of its own
 * (E2E_SPARE_PORTS, whose origins the API accepts) against the run's API and Auth emulator.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/app-build.ts';
import { accountMenuButton, go, loginHere, logout, main, register, toast } from '../actions.ts';
import { createAccount } from '../setup.ts';
import { expect, newUser, test } from '../fixtures.ts';
import { pageSettled } from '../network.ts';

/** The inline keeper's global (apps/edugate/src/pageDocumentIds.ts: KEPT_INPUT). */
const KEEPER_GLOBAL = '__edugateKeptInput';

const [fallbackPort, previewPort] = (process.env.E2E_SPARE_PORTS ?? '').split(',');
const appRoot = process.env.E2E_APP_ROOT ?? '';

interface Served {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs `args` with this Node in a process group of its own until it answers at `url`; stop()
 * ends the group. Its output is shown only if it fails to start.
 */
async function serve(name: string, args: string[], cwd: string, url: string): Promise<Served> {
  expect(appRoot, 'E2E_APP_ROOT (set by global-setup.ts)').not.toBe('');
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} did not start at ${url}:\n${output}`);
}

test.describe('the page server, when a render throws', () => {
  const url = `http://localhost:${fallbackPort}`;
  let server: Served | undefined;
  test.use({ baseURL: url });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The real HTTP side of the page server over this run's build, with a renderer that throws
    // (test code: apps/edugate/test/support/failingPageServer.ts).
    server = await serve(
      'the failing page server',
      [
        path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
        'test/support/failingPageServer.ts',
        appRoot,
        String(fallbackPort),
      ],
      path.join(repoRoot, 'apps/edugate'),
      `${url}/healthz`,
    );
  });
  test.afterAll(async () => server?.stop());

  test('sends the page unrendered, and the page the browser draws works: buttons, log in', async ({
    page,
    axe,
    request,
  }) => {
    const user = newUser('fallback');
    await createAccount(user);
    // What went out: the built index.html as it is, keeper included, nothing rendered.
    const sent = await (await request.get('/login')).text();
    expect(sent).toContain('<div id="root"></div>');
    expect(sent).toContain(KEEPER_GLOBAL);

    await page.goto('/login');
    const form = main(page);
    await expect(form.getByRole('heading', { name: 'Login' })).toBeVisible();
    await axe.check(page);
    // Buttons only React makes act: the theme toggle, the password's show/hide.
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const password = form.getByRole('textbox', { name: 'Password', exact: true });
    await form.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await loginHere(page, user);
    await expect(page).toHaveURL('/');
    await expect(accountMenuButton(page, user.name)).toBeVisible();
    await axe.check(page);
  });
});

test.describe('the static build behind vite preview', () => {
  const url = `http://localhost:${previewPort}`;
  let server: Served | undefined;
  test.use({ baseURL: url });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // `npm run preview -w @edugate/app`, on this run's build: files, and index.html for any
    // other path.
    server = await serve(
      'vite preview',
      [
        path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'preview',
        '--outDir',
        appRoot,
        '--port',
        String(previewPort),
        '--strictPort',
      ],
      path.join(repoRoot, 'apps/edugate'),
      `${url}/`,
    );
  });
  test.afterAll(async () => server?.stop());

  test('register, log out, log in and enrol in a course', async ({ page, axe }) => {
    test.slow();
    const user = newUser('static');
    await register(page, axe, user);
    await logout(page, user.name);
    await axe.check(page);

    await go(page, '/login');
    await axe.check(page);
    await loginHere(page, user);
    await expect(page).toHaveURL('/');
    await expect(accountMenuButton(page, user.name)).toBeVisible();

    await pageSettled(page);
    await page.goto('/courses');
    await expect(main(page).getByText(/^Showing \d+ of \d+ courses$/)).toBeVisible();
    await axe.check(page);
    const enrol = main(page)
      .getByRole('button', { name: /^Enroll Now: / })
      .first();
    await enrol.click();
    await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^Enrolled: / })).toBeVisible();
    await axe.check(page);
  });
});
