/**
 * Budget: the JS every first visit downloads before anything renders (index.html's script and
 * what it preloads) stays at most 110 KB gzipped. Screens, the Firebase SDK and the emulator's
 * account chooser are separate chunks and not counted. Sizes are deterministic (gzip -9 of the
 * production build); `npm run bench:web` prints them all.
 * Reads apps/edugate/dist when it is the build of the current sources, else builds to a temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDist, buildApp, buildIsFresh } from '../../../scripts/app-build.ts';
import { measureBuild, type BuildSizes } from '../../../scripts/web-sizes.ts';

const INITIAL_JS_BUDGET = 110 * 1024;

let sizes: BuildSizes;
let tempDir: string | undefined;

beforeAll(async () => {
  let dist = appDist;
  if (!buildIsFresh()) {
    tempDir = mkdtempSync(path.join(tmpdir(), 'edugate-budget-'));
    dist = path.join(tempDir, 'dist');
    await buildApp({ outDir: dist, precompress: false });
  }
  sizes = measureBuild(dist);
}, 300_000);

afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('initial download of the app', () => {
  it('is at most 110 KB of gzipped JS', () => {
    expect(sizes.initial.js.gzip).toBeGreaterThan(0);
    expect(sizes.initial.js.gzip).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it("loads the credential verifier only when a page checks a credential, never with '/'", () => {
    const verifier = sizes.lazy.find((group) => group.name === 'Credential verifier');
    expect(verifier?.js.gzip).toBeGreaterThan(0);
    const home = sizes.lazy.find((group) => group.name === 'Home');
    for (const file of verifier?.files ?? []) {
      expect(sizes.initial.files).not.toContain(file);
      expect(home?.files).not.toContain(file);
    }
  });

  it('leaves the Firebase SDK and every screen to lazily loaded chunks', () => {
    const lazy = sizes.lazy.map((group) => group.name);
    expect(lazy).toEqual(expect.arrayContaining(['Sign-in (Firebase SDK)', 'Home', 'NotFound']));
    for (const group of sizes.lazy) {
      for (const file of group.files) expect(sizes.initial.files).not.toContain(file);
    }
  });
});
