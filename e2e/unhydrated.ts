/** A page drawn by the server but not yet hydrated, as a visitor on a slow phone meets it. */
import type { Page } from '@playwright/test';

/**
 * How long what follows a release may take: the app starts on the slowed CPU. On a busy 2-core CI
 * machine, hydrating /register, replaying Register and signing the new user up took over 10 s,
 * the default.
 */
export const AFTER_RELEASE_TIMEOUT = 30_000;

/**
 * Holds back the app's scripts (or only those `scripts` matches) until `release` is called: the
 * page is drawn, not hydrated.
 */
export async function holdScripts(
  page: Page,
  scripts: RegExp = /\/assets\/.*\.js$/,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A CPU four times slower, so hydration takes as long as on a mid-range phone. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` on the slow CPU with the app's scripts held back; returns their release. */
export async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  await slowCpu(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/**
 * Opens `path` on the slow CPU with the app's entry running but the page's own code (its route
 * chunk, `Jobs-*.js` for /jobs) held back: the app has started, so a tap now starts loading
 * sign-in, but cannot hydrate the page until `release` is called. Resolves once the entry listens
 * for that first tap.
 */
export async function openStarting(page: Page, path: string, chunk: string): Promise<() => void> {
  // Test instrumentation: note the app's first-tap listener and every write of a cookie.
  await page.addInitScript(() => {
    const seen = { firstTap: false, cookies: [] as string[] };
    Object.assign(window, { __edugateTest: seen });
    const listen = window.addEventListener.bind(window);
    window.addEventListener = ((
      type: string,
      listener: EventListener,
      options?: boolean | AddEventListenerOptions,
    ) => {
      // The app's listener is the one that runs once: Playwright's own script, injected into
      // the page by the first wait below, listens for pointerdown on window too (its hit-target
      // check), and counting it let the tap land before the app was listening.
      if (type === 'pointerdown' && typeof options === 'object' && options.once) {
        seen.firstTap = true;
      }
      listen(type, listener, options);
    }) as typeof window.addEventListener;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      get: () => cookie?.get?.call(document) as string,
      set: (value: string) => {
        seen.cookies.push(value);
        cookie?.set?.call(document, value);
      },
    });
  });
  await slowCpu(page);
  const release = await holdScripts(page, new RegExp(`/assets/${chunk}-[^/]*\\.js$`));
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { __edugateTest: { firstTap: boolean } }).__edugateTest.firstTap,
  );
  return release;
}

/** Resolves once sign-in has loaded and written down whether this device has a session. */
export async function signInKnown(page: Page, cookie: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      (window as unknown as { __edugateTest: { cookies: string[] } }).__edugateTest.cookies.some(
        (written) => written.startsWith(`${name}=`),
      ),
    cookie,
  );
}
