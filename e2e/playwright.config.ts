/**
 * End-to-end tests: Playwright's runner drives Debian's Chromium (never a downloaded browser)
 * against the real stack that global-setup.ts starts once for the whole run. One worker: the
 * machine is small and every test makes its own accounts, so order does not matter but speed does.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]]
    : [['list']],
  use: {
    // Set by global-setup.ts before the workers start (they read this file again).
    baseURL: process.env.E2E_APP_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});
