import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { apiRoot } from '../../src/config.ts';
import { freePort } from '../../../../scripts/free-port.ts';
import { assertMatchesContract } from './contract-check.ts';
import type { TestDatabase, TestResponse } from './harness.ts';

export interface Running {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** The real entry point, as `npm start` runs it, in its own process. */
export async function startProcess(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      FIREBASE_PROJECT_ID: 'demo-edugate',
      WRITE_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, origin, output: () => output };
}

export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * `count` server processes on one database, started at once: they also race to migrate it, which
 * the migration lock must serialise. Each has its own connection pool; `env` adds to the database.
 */
export function startOnDatabase(
  count: number,
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<Running[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      startProcess({
        DATABASE_URL: database.config.databaseUrl ?? '',
        DATABASE_SCHEMA: database.config.databaseSchema ?? '',
        SEED: '0',
        ...env,
      }),
    ),
  );
}

/** Stops each process as a deployment would (SIGTERM) and waits for it to exit. */
export async function stopAll(processes: Running[]): Promise<void> {
  for (const running of processes) {
    running.child.kill('SIGTERM');
    await exited(running.child);
  }
}

/** A request to a server process over real HTTP. */
export type HttpSend = <T = unknown>(
  method: string,
  url: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<TestResponse<T>>;

/** Sends to the server at `origin`; like every response in these tests, checked against the contract. */
export function overHttp(origin: string): HttpSend {
  return async <T>(
    method: string,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const responseHeaders = Object.fromEntries(response.headers.entries());
    assertMatchesContract(method, url, {
      status: response.status,
      headers: responseHeaders,
      body: text,
    });
    return {
      status: response.status,
      headers: responseHeaders,
      body: (text ? JSON.parse(text) : undefined) as T,
      text,
    };
  };
}
