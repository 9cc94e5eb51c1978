import { defineConfig } from 'vitest/config';

/** The repository's own tools (ESLint rules), tested in Node. */
export default defineConfig({
  test: {
    name: 'tools',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
