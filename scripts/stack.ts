/**
 * The whole product on one machine, with no account and no network, for `npm start`, `npm run dev`
 * and any test that needs the real thing (e.g. an end-to-end suite):
 *   - the Firebase Auth emulator (project demo-edugate), its accounts kept in <dataDir>/auth;
 *   - the reference API on PGlite in <dataDir>/pglite, seeded on first start: its build
 *     (api-build.ts) in production mode, or its sources through tsx in dev mode;
 *   - the app: its production build served by its page server (apps/edugate/src/server/main.ts,
 *     a process of its own in production mode; built first when missing or older than its
 *     sources), or in dev mode Vite's dev server with hot reload.
 * The three start in parallel. Every port and folder can be chosen, so a test can run its own
 * stack beside a running `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  appDist,
  buildNeeded,
  newestSource,
  serverMainOf,
  stampBuild,
  viteBuildArgs,
} from './app-build.ts';

import { repoRoot } from './app-build.ts';
import { API_MAIN, buildApi } from './api-build.ts';
import { authEmulatorArgs } from './auth-emulator.ts';
import { credentialSigningKey } from './credential-key.ts';
import { freePort } from './free-port.ts';

export interface StackOptions {
  /** 'production' (default): the built app; 'dev': Vite's dev server. */
  mode?: 'production' | 'dev';
  appPort?: number;
  apiPort?: number;
  authPort?: number;
  /** Where the emulator's accounts and the PGlite database live (default: <repo>/.data). */
  dataDir?: string;
  /**
   * The API's database: a PostgreSQL URL, or `'embedded'` for PGlite in <dataDir>/pglite.
   * Default: the environment's DATABASE_URL if set (so `DATABASE_URL=... npm start` works), else
   * embedded. Tests pass 'embedded' so they never share a database with other suites.
   */
  database?: string;
  /** Firebase project id; a demo- id never reaches Google. */
  projectId?: string;
  /** 'auto' (default): build when the build is missing or stale; 'always'; 'never'. */
  build?: 'auto' | 'always' | 'never';
  /** A build to serve as it is instead of apps/edugate/dist (never built here): e.g. one an
   *  end-to-end run made for its own ports, so the shared build is left alone. */
  appRoot?: string;
  /** Page server worker processes (WEB_CONCURRENCY; default 1). */
  webConcurrency?: number;
  /** Further origins the API accepts calls from besides the app's (e.g. a test serving the same
   *  build another way: `vite preview`, a page server whose renders fail). */
  extraOrigins?: readonly string[];
  /** Where the services' output goes (default: prefixed lines on stdout/stderr). */
  log?: (service: string, line: string, stream: 'stdout' | 'stderr') => void;
}

export interface RunningStack {
  appUrl: string;
  apiUrl: string;
  authEmulatorHost: string;
  /** The Firebase project the emulator serves (its out-of-band codes are under it). */
  projectId: string;
  /** True when this start had to build the app. */
  built: boolean;
  /** Resolves with a message if a service exits on its own (the stack is then broken). */
  crashed: Promise<string>;
  /** Stops everything, the emulator last so it can save its accounts. Safe to call twice. */
  stop(): Promise<void>;
}

const defaultLog: NonNullable<StackOptions['log']> = (service, line, stream) => {
  (stream === 'stdout' ? process.stdout : process.stderr).write(`[${service}] ${line}\n`);
};

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

class Processes {
  readonly children: { name: string; child: ChildProcess }[] = [];
  stopping = false;
  onUnexpectedExit: (name: string, code: string) => void = () => undefined;

  private readonly log: NonNullable<StackOptions['log']>;

  constructor(log: NonNullable<StackOptions['log']>) {
    this.log = log;
  }

  /** `oneShot`: a task such as the build, whose exit is its result rather than a crash. */
  run(
    name: string,
    args: string[],
    options: { cwd: string; env: Record<string, string>; oneShot?: boolean },
  ) {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops whatever it started.
      detached: process.platform !== 'win32',
    });
    for (const stream of ['stdout', 'stderr'] as const) {
      child[stream]?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (line.trim() !== '') this.log(name, line.trimEnd(), stream);
        }
      });
    }
    child.on('exit', (code, signal) => {
      if (!this.stopping && !options.oneShot) this.onUnexpectedExit(name, String(code ?? signal));
    });
    this.children.push({ name, child });
    return child;
  }

  /** SIGTERM to each process group, then waits (at most `timeoutMs`) for them to exit. */
  async stop(name: string, timeoutMs = 15_000): Promise<void> {
    const entry = this.children.find((candidate) => candidate.name === name);
    const child = entry?.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), timeoutMs).unref(),
    );
    if ((await Promise.race([exited, timer])) === 'timeout') {
      this.log(name, `did not stop within ${timeoutMs / 1000}s; killing it`, 'stderr');
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }

  /** Resolves with the exit code once the process has ended. */
  exit(child: ChildProcess): Promise<number> {
    if (child.exitCode !== null) return Promise.resolve(child.exitCode);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  }
}

async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  failed: () => boolean,
  timeoutMs = 120_000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (failed()) throw new Error(`${what} stopped before it was ready`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000}s`);
}

const bin = (relative: string) => path.join(repoRoot, 'node_modules', relative);

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const mode = options.mode ?? 'production';
  const appPort = options.appPort ?? 5173;
  const apiPort = options.apiPort ?? 4000;
  const authPort = options.authPort ?? 9099;
  const dataDir = path.resolve(options.dataDir ?? path.join(repoRoot, '.data'));
  const projectId = options.projectId ?? 'demo-edugate';
  const log = options.log ?? defaultLog;
  const authEmulatorHost = `127.0.0.1:${authPort}`;
  const apiUrl = `http://localhost:${apiPort}`;
  const appUrl = `http://localhost:${appPort}`;
  const processes = new Processes(log);
  let failure: string | null = null;
  let reportCrash: (message: string) => void = () => undefined;
  const crashed = new Promise<string>((resolve) => (reportCrash = resolve));
  processes.onUnexpectedExit = (name, code) => {
    failure = `${name} exited (${code})`;
    reportCrash(failure);
  };

  // The Auth emulator, from a config of its own so its ports never clash with another stack.
  const authData = path.join(dataDir, 'auth');
  mkdirSync(authData, { recursive: true });
  const emulatorDir = path.join(tmpdir(), `edugate-emulator-${authPort}`);
  mkdirSync(emulatorDir, { recursive: true });
  const emulatorPorts = { auth: authPort, hub: await freePort(), logging: await freePort() };
  const hasAccounts = existsSync(path.join(authData, 'firebase-export-metadata.json'));
  processes.run(
    'auth',
    [
      ...authEmulatorArgs(emulatorDir, emulatorPorts, projectId),
      ...(hasAccounts ? ['--import', authData] : []),
      '--export-on-exit',
      authData,
    ],
    {
      cwd: emulatorDir,
      env: {
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: 'true',
        // The CLI finds its running emulators (to export the accounts on exit) through a file
        // named after the project in the temp folder: a private one keeps other demo-edugate
        // emulators (tests) from overwriting or deleting it.
        TMPDIR: emulatorDir,
      },
    },
  );

  // Dev mode runs the sources (tsx); otherwise the build production runs, in production mode, on
  // the emulator's demo- project (the only kind production mode lets it use: apps/api/src/config.ts).
  if (mode !== 'dev') buildApi();
  const apiCommand = mode === 'dev' ? [bin('tsx/dist/cli.mjs'), 'src/main.ts'] : [API_MAIN];
  processes.run('api', apiCommand, {
    cwd: path.join(repoRoot, 'apps/api'),
    env: {
      ...(mode === 'dev'
        ? {}
        : { NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex') }),
      PORT: String(apiPort),
      DATA_DIR: path.join(dataDir, 'pglite'),
      // An empty DATABASE_URL is the embedded PGlite (apps/api/src/config.ts).
      DATABASE_URL:
        options.database === 'embedded' ? '' : (options.database ?? process.env.DATABASE_URL ?? ''),
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      FIREBASE_PROJECT_ID: projectId,
      PUBLIC_URL: apiUrl,
      APP_URL: appUrl,
      CREDENTIAL_SIGNING_KEY: process.env.CREDENTIAL_SIGNING_KEY || credentialSigningKey(dataDir),
      CORS_ORIGINS: [appUrl, `http://127.0.0.1:${appPort}`, ...(options.extraOrigins ?? [])].join(
        ',',
      ),
      // One line per request would bury everything else; LOG_LEVEL=info brings them back.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });

  // What the app is built with; a build made with other values is rebuilt.
  const appEnv = {
    VITE_API_URL: apiUrl,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
  };
  const appDir = path.join(repoRoot, 'apps/edugate');
  let built = false;
  // The page server in production mode, in a process of its own like the API.
  const servePages = async (root: string) => {
    processes.run('app', [serverMainOf(root)], {
      cwd: appDir,
      env: {
        NODE_ENV: 'production',
        PORT: String(appPort),
        HOST: 'localhost',
        APP_ROOT: root,
        WEB_CONCURRENCY: String(options.webConcurrency ?? 1),
      },
    });
    await waitFor(
      'the page server',
      () => answers(`${appUrl}/healthz`),
      () => failure !== null,
    );
  };

  const stop = async () => {
    if (processes.stopping) return;
    processes.stopping = true;
    await Promise.all(
      ['app', 'build:client', 'build:server', 'api'].map((name) => processes.stop(name)),
    );
    // Last, and given time: on SIGTERM it writes its accounts to <dataDir>/auth.
    await processes.stop('auth', 20_000);
  };

  try {
    const appReady = (async () => {
      if (mode === 'dev') {
        processes.run(
          'app',
          [
            bin('vite/bin/vite.js'),
            '--port',
            String(appPort),
            '--strictPort',
            '--clearScreen',
            'false',
          ],
          { cwd: appDir, env: appEnv },
        );
        await waitFor(
          'the app (Vite)',
          () => answers(`${appUrl}/`),
          () => failure !== null,
        );
        return;
      }
      if (options.appRoot) {
        await servePages(options.appRoot);
        return;
      }
      const reason =
        options.build === 'always'
          ? 'asked to'
          : options.build === 'never'
            ? null
            : buildNeeded(appEnv);
      if (reason) {
        log('build', `building the app (${reason})...`, 'stdout');
        // Taken before the build: a file saved while it runs makes the next start build again.
        const sourcesTime = newestSource().time;
        // The browser's half and the server's half side by side.
        const codes = await Promise.all(
          (['client', 'server'] as const).map((part) =>
            processes.exit(
              processes.run(`build:${part}`, viteBuildArgs(appDist, part), {
                cwd: appDir,
                env: { ...appEnv, NODE_ENV: 'production' },
                oneShot: true,
              }),
            ),
          ),
        );
        if (codes.some((code) => code !== 0)) {
          throw new Error(`the app build failed (exit codes ${codes.join(', ')})`);
        }
        stampBuild(appEnv, sourcesTime);
        built = true;
      }
      await servePages(appDist);
    })();
    await Promise.all([
      appReady,
      waitFor(
        'the Auth emulator',
        () => answers(`http://${authEmulatorHost}/`),
        () => failure !== null,
      ),
      waitFor(
        'the API',
        () => answers(`${apiUrl}/healthz`),
        () => failure !== null,
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  return { appUrl, apiUrl, authEmulatorHost, projectId, built, crashed, stop };
}
