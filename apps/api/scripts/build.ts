/**
 * `npm run build -w @edugate/api`: the server as plain JavaScript, ES modules at
 * apps/api/dist/main.js (and the signing thread's dist/signing-worker.js), so production runs `node apps/api/dist/main.js` with no TypeScript
 * loader. Vite (already the app's bundler) builds it in SSR mode: the packages in node_modules stay
 * imports (the runtime image installs them with `npm ci --omit=dev`), while the workspace's
 * `@edugate/api-client/messages`, which ships as TypeScript source, is bundled in.
 *
 * The bundle lives one folder below apps/api like src/main.ts does, so `apiRoot` (src/config.ts,
 * from import.meta.url) still finds migrations/, assets/ and docs/ beside it and openapi.yaml two
 * folders up: the runtime needs those files at the same places (see deploy/Dockerfile.api).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

await build({
  configFile: false,
  root: apiDir,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: path.join(apiDir, 'dist'),
    emptyOutDir: true,
    target: 'node24',
    // Stack traces in production logs point at the sources.
    sourcemap: true,
    minify: false,
    rollupOptions: {
      // The signing thread's module is an entry of its own, beside main.js, where
      // src/credentials/signing-thread.ts looks for it; what both share goes in chunks beside them.
      input: {
        main: path.join(apiDir, 'src/main.ts'),
        'signing-worker': path.join(apiDir, 'src/credentials/signing-worker.ts'),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'es' },
    },
  },
  ssr: { target: 'node', noExternal: [/^@edugate\//] },
});
console.log(`API built: ${path.join(apiDir, 'dist/main.js')}`);
