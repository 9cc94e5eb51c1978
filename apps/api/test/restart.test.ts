import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiRoot } from '../src/config.ts';
import { databaseUrl, newUser } from './support/harness.ts';
import { defined } from '../src/util/defined.ts';

interface Running {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real entry point, as `npm start` runs it, in its own process. */
async function startProcess(env: Record<string, string>): Promise<Running> {
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

function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function call(origin: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

const course = {
  title: 'Survives a kill -9',
  description: 'Committed means committed.',
  imageUrl: 'https://example.com/durable.png',
  duration: '1 week',
  category: 'cloud computing',
};

const running: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

const targets: [string, () => Promise<Record<string, string>>][] = [
  [
    'PGlite in a data folder',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'edugate-restart-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return { DATA_DIR: dir };
    },
  ],
];
if (databaseUrl) {
  targets.push([
    'PostgreSQL',
    async () => {
      const schema = `api_restart_${randomUUID().replace(/-/g, '')}`;
      cleanups.push(async () => {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      });
      return { DATABASE_URL: defined(databaseUrl), DATABASE_SCHEMA: schema };
    },
  ]);
}

describe.each(targets)('restart on %s', (_name, prepare) => {
  it('keeps what was written before a SIGKILL, and does not seed twice', async () => {
    const env = await prepare();
    const user = await newUser('durable');
    const first = await startProcess(env);
    running.push(first.child);
    const before = await fetch(`${first.origin}/courses?limit=1`);
    const seeded = Number(before.headers.get('x-total-count'));
    expect(seeded).toBeGreaterThanOrEqual(40);
    const created = await call(first.origin, 'POST', '/courses', user.token, course);
    expect(created.status).toBe(201);
    const courseId = String(created.body?._id);
    expect(
      (await call(first.origin, 'POST', '/enrollments', user.token, { courseId })).status,
    ).toBe(201);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startProcess(env);
    running.push(second.child);
    const again = await call(second.origin, 'GET', `/courses/${courseId}`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ title: course.title, enrollments: 1 });
    const check = await call(
      second.origin,
      'GET',
      `/enrollments/check?userEmail=${encodeURIComponent(user.email)}&courseId=${courseId}`,
      user.token,
    );
    expect(check.body).toEqual({ isEnrolled: true });
    const after = await fetch(`${second.origin}/courses?limit=1`);
    expect(Number(after.headers.get('x-total-count'))).toBe(seeded + 1);

    // SIGTERM is a graceful shutdown: the process closes the server and the database, exit code 0.
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toEqual({ code: 0, signal: null });
  });
});
