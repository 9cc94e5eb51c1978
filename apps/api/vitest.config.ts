import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    // contract/ is the black-box suite (see README); it shares the emulator from the global setup.
    include: ['test/**/*.test.ts', 'contract/**/*.contract.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // PGlite boots in ~2 s per file and the emulator serves every token check; two cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
