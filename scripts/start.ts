/**
 * `npm start`: the whole product on one machine with no accounts and no network.
 *   1. the Firebase Auth emulator (project demo-edugate) on 127.0.0.1:9099
 *   2. the reference API (apps/api) on http://localhost:4000, PGlite under .data/, seeded
 *   3. the app (apps/edugate) on http://localhost:5173, or Storybook while the app does not exist
 * Ctrl-C stops all three. Every port and address can be overridden by the environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;

const AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const API_PORT = env.API_PORT ?? '4000';
const API_URL = env.VITE_API_URL ?? `http://localhost:${API_PORT}`;
const APP_PORT = env.APP_PORT ?? '5173';
const PROJECT_ID = env.FIREBASE_PROJECT_ID ?? 'demo-edugate';

interface Service {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Resolves once the service answers. */
  ready: () => Promise<boolean>;
}

const children: ChildProcess[] = [];
let stopping = false;

function prefixLines(name: string, chunk: Buffer, stream: NodeJS.WriteStream): void {
  for (const line of chunk.toString().split('\n')) {
    if (line.trim() !== '') stream.write(`[${name}] ${line}\n`);
  }
}

function run(service: Service): ChildProcess {
  const child = spawn(service.command, service.args, {
    cwd: root,
    env: { ...env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  child.stdout?.on('data', (chunk: Buffer) => prefixLines(service.name, chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => prefixLines(service.name, chunk, process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${service.name} exited (${code ?? signal}); stopping everything.`);
    void stop(1);
  });
  children.push(child);
  return child;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(service: Service, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) return;
    if (await service.ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${service.name} did not become ready within ${timeoutMs / 1000}s`);
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children.reverse()) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      // Negative pid: the whole process group, so npm's and firebase's own children stop too.
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const authEmulator: Service = {
  name: 'auth',
  command: 'npx',
  args: ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID],
  env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  ready: () => answers(`http://${AUTH_EMULATOR_HOST}/`),
};

const api: Service = {
  name: 'api',
  command: 'npm',
  args: ['run', 'start', '-w', '@edugate/api'],
  env: {
    PORT: API_PORT,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    PUBLIC_URL: API_URL,
    CORS_ORIGINS: env.CORS_ORIGINS ?? `http://localhost:${APP_PORT},http://127.0.0.1:${APP_PORT}`,
  },
  ready: () => answers(`${API_URL}/healthz`),
};

const appExists = existsSync(`${root}apps/edugate/index.html`);
const ui: Service = appExists
  ? {
      name: 'app',
      command: 'npm',
      args: ['run', 'dev', '-w', '@edugate/app', '--', '--port', APP_PORT, '--strictPort'],
      env: {
        VITE_API_URL: API_URL,
        VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
        VITE_FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
      },
      ready: () => answers(`http://localhost:${APP_PORT}/`),
    }
  : {
      name: 'storybook',
      command: 'npm',
      args: ['run', 'storybook'],
      ready: () => answers('http://localhost:6006/'),
    };

try {
  for (const service of [authEmulator, api, ui]) {
    console.log(`[start] starting ${service.name}...`);
    run(service);
    await waitFor(service);
    console.log(`[start] ${service.name} is ready`);
  }
  console.log('');
  console.log(`  Auth emulator  http://${AUTH_EMULATOR_HOST}`);
  console.log(`  API            ${API_URL}  (GET ${API_URL}/courses)`);
  console.log(
    appExists
      ? `  EduGate        http://localhost:${APP_PORT}`
      : '  Storybook      http://localhost:6006',
  );
  console.log('\n  Ctrl-C stops everything.\n');
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  await stop(1);
}
