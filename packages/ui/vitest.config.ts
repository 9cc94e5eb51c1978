import { defineProject } from 'vitest/config';

/**
 * Unit tests of packages/ui that need no browser: paths, schemas, and the data layer's cache
 * effects (query options and mutations run against a QueryClient and MSW in Node).
 */
export default defineProject({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
