import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  codeAfterFirstPaint,
  keepEarlyInput,
  precompress,
  routeSources,
  themeBoot,
} from './build/index.ts';

/**
 * Two builds: the browser's (dist/, from index.html and src/browser/main.tsx) and, with `--ssr
 * --outDir dist-server`, the page server's (src/server/main.ts, which renders each page with
 * src/server/entry.ts). The plugins are in build/.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    precompress(),
    themeBoot(),
    keepEarlyInput(),
    codeAfterFirstPaint(),
    // Which chunk is each route's page, for the server to preload (build/routeSources.ts).
    routeSources(),
  ],
  server: { host: 'localhost', port: 5173 },
  preview: { host: 'localhost', port: 4173 },
  build: {
    sourcemap: true,
    // Images stay files: inlined as data URLs they would weigh on the first chunk's download.
    assetsInlineLimit: 0,
    // One stylesheet for every page (about 7 KB compressed): a server-rendered page needs the
    // styles of its screen before it can paint, and one cached request beats one per chunk
    // (six render-blocking requests on the home page); navigations never wait for CSS.
    cssCodeSplit: false,
    // Which chunks each route needs: read by the server (to preload a page's files) and by the
    // size report (scripts/web-sizes.ts).
    manifest: !isSsrBuild,
    // robots.txt and the favicon belong to the browser's build only.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The server build: the page renderer (entry.js, also loaded by tools) and the page
      // server's own entry (main.js), which `node` runs in production.
      ...(isSsrBuild
        ? { input: { entry: 'src/server/entry.ts', main: 'src/server/main.ts' } }
        : {}),
      // Its per-plugin timing report is noise in `npm start`; `vite build --debug` still has it.
      checks: { bundlerTimings: false },
    },
  },
}));
