import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The server render test imports the UI's components, whose styles are vanilla-extract files.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'app',
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  },
});
