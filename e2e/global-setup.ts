/**
 * Starts the real product once for the whole run (scripts/stack.ts): the Auth emulator and the API
 * on PGlite in a fresh temporary data folder (seeded on start), and the production build of the
 * app. The build is made for this run's API and emulator ports into a cache folder of its own, so
 * the shared apps/edugate/dist of `npm start` is never touched; it is reused while the sources and
 * ports are unchanged. Tests read the addresses from E2E_* variables; the returned function stops
 * everything. Two more free ports, which the API also accepts calls from, are for tests that serve
 * that build another way themselves (E2E_SPARE_PORTS, the build being in E2E_APP_ROOT). With
 * E2E_APP_URL already set, the stack it names is used instead (see stack.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, newestSource, repoRoot } from '../scripts/app-build.ts';
import { startStack } from '../scripts/stack.ts';

/** Ports tried first, so that the cached build (it has the API and emulator addresses in it) fits. */
const PREFERRED = { api: 4810, auth: 4811 };

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function choosePort(preferred: number): Promise<number> {
  return (await portFree(preferred)) ? preferred : anyFreePort();
}

/** Builds the app for `env` into `outDir` unless the build there was made from these sources. */
async function ensureBuild(env: Record<string, string>, outDir: string): Promise<void> {
  const stampFile = path.join(outDir, '.e2e-stamp.json');
  const sourcesTime = newestSource().time;
  const wanted = JSON.stringify({ env, sourcesTime });
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  const started = Date.now();
  console.log(`[e2e] building the app for this run's ports into ${outDir} ...`);
  await buildApp({ env, outDir, precompress: false });
  writeFileSync(stampFile, wanted);
  console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // A stack started by hand (`node e2e/stack.ts`) for quick reruns while writing tests.
  if (process.env.E2E_APP_URL) return async () => undefined;
  const started = Date.now();
  const apiPort = await choosePort(PREFERRED.api);
  const authPort = await choosePort(PREFERRED.auth);
  const appPort = await anyFreePort();
  const sparePorts: number[] = [];
  while (sparePorts.length < 2) {
    const port = await anyFreePort();
    if (port !== appPort && !sparePorts.includes(port)) sparePorts.push(port);
  }
  const projectId = 'demo-edugate-e2e';
  const env = {
    VITE_API_URL: `http://localhost:${apiPort}`,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
  };
  const outDir = path.join(
    repoRoot,
    'node_modules/.cache/edugate-e2e',
    `app-${apiPort}-${authPort}`,
  );
  await ensureBuild(env, outDir);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'edugate-e2e-'));
  const verbose = process.env.E2E_STACK_LOG === '1';
  const stack = await startStack({
    appPort,
    apiPort,
    authPort,
    projectId,
    dataDir,
    // Its own fresh PGlite even where DATABASE_URL is set (CI): other suites write to that
    // PostgreSQL, and their courses (with images on other hosts) must not show up here.
    database: 'embedded',
    appRoot: outDir,
    extraOrigins: sparePorts.map((port) => `http://localhost:${port}`),
    // Quiet unless asked: a test reports what went wrong in the browser; the services' warnings
    // and errors still show.
    log: (service, line, stream) => {
      if (verbose || stream === 'stderr') process.stderr.write(`[${service}] ${line}\n`);
    },
  });
  void stack.crashed.then((message) => console.error(`[e2e] the stack broke: ${message}`));
  process.env.E2E_APP_URL = stack.appUrl;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_AUTH_HOST = stack.authEmulatorHost;
  process.env.E2E_APP_ROOT = outDir;
  process.env.E2E_SPARE_PORTS = sparePorts.join(',');
  console.log(
    `[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: app ${stack.appUrl}, API ${stack.apiUrl}, Auth emulator ${stack.authEmulatorHost}`,
  );

  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
