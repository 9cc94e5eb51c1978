import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { themeBootScript } from '@edugate/ui/theme/boot';
import { EARLY_INPUT_KEEPER } from './src/server/earlyInput.ts';
import { deferModules } from './src/server/moduleLoader.ts';
import { routeSources } from './src/server/routeSources.ts';

const COMPRESSIBLE = /\.(js|css|html|svg|txt|json|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels, so the
 * page server (src/server/http.ts) sends the smallest form without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'edugate:precompress',
    // Off for builds that are only measured (the size test): brotli at its best takes seconds.
    // The server build is never sent to a browser.
    apply: (_config, env) => !env.isSsrBuild && process.env.EDUGATE_PRECOMPRESS !== 'off',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'robots.txt'].filter((file) =>
        COMPRESSIBLE.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file)).catch(() => null);
          if (!source || source.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
            promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeFile(path.join(outDir, `${file}.br`), br),
            writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * Applies a theme the reader chose before the first paint (see themeBootScript): inline, because
 * it must run before the page is drawn and is too small to be worth a request.
 */
function themeBoot(): Plugin {
  return {
    name: 'edugate:theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: themeBootScript(), injectTo: 'head-prepend' },
    ],
  };
}

/**
 * Keeps clicks on buttons and text typed before the page has hydrated, for the app to replay
 * once it has (see src/server/earlyInput.ts): inline and first, so no input on a drawn page is
 * lost.
 */
function keepEarlyInput(): Plugin {
  return {
    name: 'edugate:keep-early-input',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', children: EARLY_INPUT_KEEPER, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The app's code loads after the first frame (see src/server/moduleLoader.ts): the build's entry
 * script and its preloads move into an inert <template> that a small inline script reads once
 * the page has painted. The dev server keeps its own entry script.
 */
function codeAfterFirstPaint(): Plugin {
  return {
    name: 'edugate:code-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferModules },
  };
}

/**
 * Two builds: the browser's (dist/) and, with `--ssr --outDir dist-server`, the page server's
 * (src/server/main.ts, which renders each page with src/server/entry.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    precompress(),
    themeBoot(),
    keepEarlyInput(),
    codeAfterFirstPaint(),
    // Which chunk is each screen's, for the server to preload (src/server/routeSources.ts).
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
