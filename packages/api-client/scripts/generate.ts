/**
 * Regenerates what this package derives from ../../openapi.yaml:
 *   src/schema.d.ts      types of every path and schema (openapi-typescript)
 *   src/security.gen.ts  which operations need the bearer token
 * `--check` writes nothing and exits 1 when a committed file differs from a fresh generation.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderGeneratedFiles } from './render-generated.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const files = await renderGeneratedFiles();
let stale = 0;
for (const [relativePath, contents] of Object.entries(files)) {
  const target = `${root}${relativePath}`;
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current === contents) continue;
  if (check) {
    stale += 1;
    console.error(`${relativePath} is stale: run \`npm run generate\`.`);
  } else {
    await writeFile(target, contents);
    console.log(`wrote ${relativePath}`);
  }
}
if (check && stale > 0) process.exit(1);
