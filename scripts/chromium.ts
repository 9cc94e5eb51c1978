/**
 * The Chromium that every browser run here drives: Debian's (`/usr/bin/chromium`, or
 * CHROMIUM_PATH), never a downloaded one, with one set of flags for the end-to-end tests
 * (e2e/playwright.config.ts), the story tests (vitest.storybook.config.ts) and the determinism
 * check (scripts/check-story-determinism.ts).
 */

/** For stories, whose pictures are compared: glyphs drawn without hinting, alike on every machine. */
export const STORY_ARGS = ['--font-render-hinting=none'];

/** Playwright's launch options for it; `extraArgs` come after the flags every run shares. */
export function chromiumLaunchOptions(extraArgs: string[] = []): {
  executablePath: string;
  args: string[];
} {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
