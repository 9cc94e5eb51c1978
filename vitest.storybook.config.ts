import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions, STORY_ARGS } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '.storybook');

/** Every story is a test: rendered in headless Chromium, its play function run, then axe. */
export function storyProject(name: string, theme: 'light' | 'dark', skip: string[] = []) {
  return defineProject({
    plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test iframe.
    optimizeDeps: {
      include: [
        '@radix-ui/react-dialog',
        '@radix-ui/react-toast',
        '@tanstack/react-query',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/dynamic',
        'chromatic/isChromatic',
        'downshift',
        'embla-carousel-autoplay',
        'embla-carousel-react',
        'lucide-react',
        'msw',
        'msw/browser',
        'openapi-fetch',
        'openapi-msw',
        'react-dom/client',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
        'react-router-dom',
      ],
    },
    test: {
      name,
      // The Storybook plugin adds every story file to `include`; leaving some out works by exclusion.
      exclude: [...configDefaults.exclude, ...skip],
      browser: {
        enabled: true,
        headless: true,
        // No browser is downloaded: Playwright drives the system Chromium (CHROMIUM_PATH overrides).
        provider: playwright({
          launchOptions: chromiumLaunchOptions(STORY_ARGS),
          // Fixed locale and zone so dates in stories read the same on every machine.
          contextOptions: { locale: 'en-US', timezoneId: 'UTC' },
        }),
        instances: [{ browser: 'chromium' }],
      },
      // Two cores: a slow first render should not fail a story.
      testTimeout: 30_000,
    },
  });
}

/**
 * The `storybook` project: every story in the light theme. `vitest.storybook-dark.config.ts` runs
 * them again in the dark theme (`storybook:dark`), so axe checks contrast in both.
 */
export default storyProject('storybook', 'light');
