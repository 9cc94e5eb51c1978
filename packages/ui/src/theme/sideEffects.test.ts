/**
 * Importing the kit applies nothing but what a host asks for: the only module of packages/ui with
 * an import that exists for its effect (a bare `import '...'`) is theme/globalStyles.ts, which the
 * app and Storybook import once. A bare import anywhere else (the root barrel, a component) would
 * apply global styles to whoever imports that module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|play)\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

describe('the kit has no import-time effects', () => {
  it('has bare imports only in theme/globalStyles.ts', () => {
    const withBareImports = sources(src)
      .filter((file) => /^import\s+['"][^'"]+['"];?\s*$/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(withBareImports).toEqual([path.join('theme', 'globalStyles.ts')]);
  });
});
