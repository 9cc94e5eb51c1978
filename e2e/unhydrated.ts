/** A page drawn by the server but not yet hydrated, as a visitor on a slow phone meets it. */
import type { Page } from '@playwright/test';

/**
 * How long what follows a release may take: the app starts on the slowed CPU. On a busy 2-core CI
 * machine, hydrating /register, replaying Register and signing the new user up took over 10 s,
 * the default.
 */
export const AFTER_RELEASE_TIMEOUT = 30_000;

/** Holds back the app's scripts until `release` is called: the page is drawn, not hydrated. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
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
