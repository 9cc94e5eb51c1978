/**
 * The API as production runs it: apps/api/dist/main.js, built from its sources by the API's own
 * build (apps/api/scripts/build.ts, under a second), started with `node` in production mode.
 * Shared by `npm start` (stack.ts) and `npm run cluster` (cluster.ts), so what runs locally is
 * the file a deployment runs, with no TypeScript loader.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './app-build.ts';

export const API_MAIN = path.join(repoRoot, 'apps/api/dist/main.js');

/** Builds the API now (always: it is quick, and a stale build would be a silent surprise). */
export function buildApi(): void {
  const result = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: path.join(repoRoot, 'apps/api'),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`the API build failed:\n${result.stdout}${result.stderr}`);
  }
}
