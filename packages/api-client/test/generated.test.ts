import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderGeneratedFiles } from '../scripts/render-generated';

describe('generated files', () => {
  it('match a fresh generation from openapi.yaml (run `npm run generate` after changing it)', async () => {
    const files = await renderGeneratedFiles();
    for (const [path, expected] of Object.entries(files)) {
      const committed = await readFile(new URL(`../${path}`, import.meta.url), 'utf8');
      expect(committed, `${path} is stale: run \`npm run generate\``).toBe(expected);
    }
  });
});
