import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test: rendered in headless Chromium, its play function run, then axe.
 * No browser is downloaded: Playwright drives the system Chromium (CHROMIUM_PATH overrides).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test iframe.
  optimizeDeps: {
    include: [
      '@radix-ui/react-dialog',
      '@radix-ui/react-toast',
      '@tanstack/react-query',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/dynamic',
      'chromatic/isChromatic',
      'embla-carousel-autoplay',
      'embla-carousel-react',
      'msw',
      'msw/browser',
      'openapi-fetch',
      'openapi-msw',
      'react-dom/client',
      'react-router-dom',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--font-render-hinting=none',
          ],
        },
        // Fixed locale and zone so dates in stories read the same on every machine.
        contextOptions: { locale: 'en-US', timezoneId: 'UTC' },
      }),
      instances: [{ browser: 'chromium' }],
    },
    // Two cores: a slow first render should not fail a story.
    testTimeout: 30_000,
  },
});
