import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|txt|json|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels, so the
 * server (scripts/serve-app.ts) sends the smallest form without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'edugate:precompress',
    // Off for builds that are only measured (the size test): brotli at its best takes seconds.
    apply: () => process.env.EDUGATE_PRECOMPRESS !== 'off',
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: { host: 'localhost', port: 5173 },
  preview: { host: 'localhost', port: 4173 },
  build: {
    sourcemap: true,
    // Images stay files: inlined as data URLs they would weigh on the first chunk's download.
    assetsInlineLimit: 0,
    // Which chunks each route needs: read by the size report (scripts/web-sizes.ts).
    manifest: true,
    // Its per-plugin timing report is noise in `npm start`; `vite build --debug` still has it.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
