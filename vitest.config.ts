import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository. Each workspace owns its project config
 * (unit tests in Node), as do the repository's own tools; the Storybook project runs every story
 * in headless Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
      'vitest.storybook.config.ts',
      'vitest.storybook-dark.config.ts',
    ],
  },
});
