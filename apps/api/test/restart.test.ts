import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from './support/contract-check.ts';
import { databaseUrl, newUser } from './support/harness.ts';
import { exited, startProcess } from './support/process.ts';
import { readSeedCourses } from '../src/seed/courses.ts';
import { defined } from '../src/util/defined.ts';

/** Over real HTTP, and like every response in these tests, checked against the contract. */
async function call(origin: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const headers = Object.fromEntries(response.headers.entries());
  assertMatchesContract(method, url, { status: response.status, headers, body: text });
  return {
    status: response.status,
    headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
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
      // DATABASE_URL emptied: the child inherits this process's environment, and with CI's
      // DATABASE_URL it ran on PostgreSQL's shared schema, counting other files' courses.
      return { DATA_DIR: dir, DATABASE_URL: '' };
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
    // Enrols in the author's course (an author may not enrol in their own).
    const author = await newUser('durable-author');
    const first = await startProcess(env);
    running.push(first.child);
    const before = await call(first.origin, 'GET', '/courses?limit=1');
    const seeded = Number(before.headers['x-total-count']);
    expect(seeded).toBe(readSeedCourses().length);
    const created = await call(first.origin, 'POST', '/courses', author.token, course);
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
    const after = await call(second.origin, 'GET', '/courses?limit=1');
    expect(Number(after.headers['x-total-count'])).toBe(seeded + 1);

    // SIGTERM is a graceful shutdown: the process closes the server and the database, exit code 0.
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toEqual({ code: 0, signal: null });
    // Two cold starts, the first migrating and seeding the whole written catalogue: on PGlite
    // (PostgreSQL in WebAssembly) about 35 s on two cores, past the suite's 60 s when the machine
    // is busy. What it checks is durability, not how fast a start is.
  }, 180_000);
});
