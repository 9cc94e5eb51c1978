import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newestFile } from '../../../scripts/app-build.ts';

/**
 * `npm start` builds the app only when a source changed since the last build. The build writes
 * its own folders inside apps/edugate (dist, dist-server): counted as sources, they made every
 * start rebuild, since each build is newer than the stamp it wrote before finishing.
 */
describe('which files make the app build stale', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function file(relative: string, secondsAgo: number): void {
    const full = path.join(root, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    const time = Date.now() / 1000 - secondsAgo;
    utimesSync(full, time, time);
  }

  it("counts sources, never the build's own output, tests or stories", () => {
    root = mkdtempSync(path.join(tmpdir(), 'edugate-app-build-'));
    file('src/main.tsx', 600);
    file('index.html', 500);
    for (const output of [
      'dist/index.html',
      'dist-server/entry.js',
      'dist-server/main.js',
      'node_modules/.vite/deps.json',
      'test/a.test.ts',
      'src/Button.stories.tsx',
      'src/main.test.ts',
    ]) {
      file(output, 10);
    }
    expect(Math.round(newestFile(root) / 1000)).toBe(Math.round(Date.now() / 1000 - 500));
  });

  it('sees a source edited after the build', () => {
    root = mkdtempSync(path.join(tmpdir(), 'edugate-app-build-'));
    file('dist-server/entry.js', 100);
    file('src/routes/page.tsx', 5);
    expect(Math.round(newestFile(root) / 1000)).toBe(Math.round(Date.now() / 1000 - 5));
  });
});
