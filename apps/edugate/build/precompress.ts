import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|txt|json|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels, so the
 * page server (src/server/http.ts) sends the smallest form without compressing per request.
 */
export function precompress(): Plugin {
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
