/**
 * The app's production build: whether it is up to date, and building it. A build is two folders:
 * the browser's (apps/edugate/dist, served as files) and beside it the server's (dist-server,
 * which renders each page; never served). It records what it was made from in
 * dist/.build-stamp.json: the VITE_* settings (the API address is compiled in) and the time of
 * the newest source file it read.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const appDir = path.join(repoRoot, 'apps/edugate');
export const appDist = path.join(appDir, 'dist');

/** Where the server's half of the build made into `clientDir` lives: beside it, never inside. */
export function serverDirOf(clientDir: string): string {
  return `${clientDir}-server`;
}

/** The module a server loads to render pages (see apps/edugate/src/server/entry.ts). */
export function serverEntryOf(clientDir: string): string {
  return path.join(serverDirOf(clientDir), 'entry.js');
}

/** The page server that `node` runs (see apps/edugate/src/server/main.ts). */
export function serverMainOf(clientDir: string): string {
  return path.join(serverDirOf(clientDir), 'main.js');
}

/** `vite build` arguments for the browser's build, or with `server` the server's, into `outDir`. */
export function viteBuildArgs(outDir: string, part: 'client' | 'server'): string[] {
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const common = ['--logLevel', 'warn', '--emptyOutDir'];
  return part === 'client'
    ? [vite, 'build', ...common, '--outDir', outDir]
    : [vite, 'build', ...common, '--ssr', '--outDir', serverDirOf(outDir)];
}

/** Files that never reach the build: dependencies, output, tests and stories. */
const NOT_BUILT = /^(node_modules|dist|dist-server|test|\..*|.*\.(test|stories)\.tsx?)$/;

/** Newest modification time of the files under `dir` that the build reads. */
export function newestFile(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_BUILT.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory()
        ? newestFile(full)
        : (statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? 0),
    );
  }
  return newest;
}

/** What a build was made from: its settings and the time of its newest source file. */
const BUILD_STAMP = '.build-stamp.json';

const SOURCES = [
  'apps/edugate',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/api-client/src',
  'package-lock.json',
];

export function newestSource(): { file: string; time: number } {
  let newest = { file: '', time: 0 };
  for (const part of SOURCES) {
    const source = path.join(repoRoot, part);
    const stat = statSync(source, { throwIfNoEntry: false });
    if (!stat) continue;
    const time = stat.isDirectory() ? newestFile(source) : stat.mtimeMs;
    if (time > newest.time) newest = { file: part, time };
  }
  return newest;
}

interface BuildStamp {
  env: Record<string, string>;
  sourcesTime: number;
}

/** Why the app must be built, or null when dist/ is the build of these sources for this env. */
export function buildNeeded(env: Record<string, string>): string | null {
  if (!existsSync(path.join(appDist, 'index.html'))) return 'no build yet';
  if (!existsSync(serverEntryOf(appDist))) return 'no server build yet';
  let stamp: BuildStamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(appDist, BUILD_STAMP), 'utf8')) as BuildStamp;
  } catch {
    return 'built by another command';
  }
  if (JSON.stringify(stamp.env) !== JSON.stringify(env)) return 'built for other settings';
  const newest = newestSource();
  return newest.time > stamp.sourcesTime ? `${newest.file} changed` : null;
}

/** Whether dist/ holds a build of the current sources, whatever its settings. */
export function buildIsFresh(): boolean {
  try {
    const stamp = JSON.parse(readFileSync(path.join(appDist, BUILD_STAMP), 'utf8')) as BuildStamp;
    return (
      existsSync(path.join(appDist, 'index.html')) &&
      existsSync(serverEntryOf(appDist)) &&
      newestSource().time <= stamp.sourcesTime
    );
  } catch {
    return false;
  }
}

/** Records what the build in dist/ was made from. */
export function stampBuild(env: Record<string, string>, sourcesTime: number): void {
  const stamp: BuildStamp = { env, sourcesTime };
  writeFileSync(path.join(appDist, BUILD_STAMP), JSON.stringify(stamp));
}

export interface BuildOptions {
  /** VITE_* settings compiled into the build. */
  env?: Record<string, string>;
  /** Where to write the browser's build (default apps/edugate/dist, which is then stamped); the
   *  server's goes beside it (serverDirOf). */
  outDir?: string;
  /** Also write .br and .gz files (default true; off for a build only measured). */
  precompress?: boolean;
  /** Also build the server's half (default true; off for a build only measured). */
  server?: boolean;
}

/** Runs one `vite build`; rejects with its output if it fails. */
async function viteBuild(args: string[], env: Record<string, string | undefined>): Promise<void> {
  const child = spawn(process.execPath, args, {
    cwd: appDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) =>
    child.on('close', (exit) => resolve(exit ?? 1)),
  );
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output}`);
}

/** Builds the app (both halves side by side); rejects with vite's output if either fails. */
export async function buildApp({
  env = {},
  outDir = appDist,
  precompress = true,
  server = true,
}: BuildOptions = {}): Promise<void> {
  const sourcesTime = newestSource().time;
  const buildEnv = {
    ...env,
    NODE_ENV: 'production',
    ...(precompress ? {} : { EDUGATE_PRECOMPRESS: 'off' }),
  };
  await Promise.all([
    viteBuild(viteBuildArgs(outDir, 'client'), buildEnv),
    server ? viteBuild(viteBuildArgs(outDir, 'server'), buildEnv) : null,
  ]);
  if (path.resolve(outDir) === path.resolve(appDist)) stampBuild(env, sourcesTime);
}
