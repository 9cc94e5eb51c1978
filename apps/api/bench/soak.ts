/**
 * `npm run soak:api -w @edugate/api`: a bounded bad-input run against the real entry point
 * (src/main.ts on PGlite in a temporary folder, loopback only) that prints the server's RSS
 * before and after, the answers by status, and any error the server logged. It fails (exit 1)
 * on a 5xx or a logged error; RSS is a figure to read, not an assertion (it depends on the
 * machine and on V8's heap sizing).
 * SOAK_REQUESTS (default 10,000) and SOAK_SECONDS (default 120) bound the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot } from '../src/config.ts';
import { signUp, startAuthEmulator } from '../test/support/emulator.ts';
import { bodyRoutes, deepArrays, deepObjects } from '../test/support/hostile-bodies.ts';
import { freePort } from '../../../scripts/free-port.ts';

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 10_000);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CONCURRENCY = 20;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kib / 1024) * 10) / 10;
}

interface Attempt {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  auth?: boolean;
  badToken?: boolean;
}

function attempts(courseId: string, email: string): Attempt[] {
  const json = 'application/json';
  const bodies = [
    deepArrays,
    deepObjects,
    '{"title": ',
    '{"courseId": 42}',
    `{"courseId": "${courseId}", "userEmail": "${email}", "extra": true}`,
    '{"title": "a\\u0000b"}',
    'null',
    '[]',
    '"text"',
    `{"x": "${'y'.repeat(70 * 1024)}"}`,
  ];
  const list: Attempt[] = [];
  for (const [method, route] of bodyRoutes(courseId)) {
    for (const body of bodies)
      list.push({ method, path: route, body, contentType: json, auth: true });
    list.push({ method, path: route, body: 'a=1', contentType: 'text/plain', auth: true });
    list.push({ method, path: route, body: '{}', contentType: json, badToken: true });
  }
  list.push(
    { method: 'GET', path: '/courses?limit=1000' },
    { method: 'GET', path: '/courses?q=a%00b' },
    { method: 'GET', path: '/courses?offset=-1' },
    { method: 'GET', path: '/courses', body: deepArrays, contentType: json },
    { method: 'GET', path: `/courses/${'x'.repeat(600)}` },
    { method: 'GET', path: '/courses/not-a-uuid' },
    { method: 'GET', path: '/enrollments/seats/%E0%A4%A' },
    { method: 'GET', path: '/nowhere' },
  );
  return list;
}

/** A client that sends half a request and hangs up (the rate limiter's TypeError came from these). */
function closeEarly(port: number, token: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /enrollments HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"courseId":',
      );
      setTimeout(() => socket.destroy(), 1);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

const emulator = await startAuthEmulator();
const dataDir = mkdtempSync(path.join(tmpdir(), 'edugate-soak-'));
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')], {
  cwd: apiRoot,
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: 'demo-edugate',
    WRITE_RATE_LIMIT: '1000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let logged = '';
server.stdout?.on('data', (chunk: Buffer) => (logged += chunk.toString()));
server.stderr?.on('data', (chunk: Buffer) => (logged += chunk.toString()));
const origin = `http://127.0.0.1:${port}`;

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${logged}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logged}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const email = `soak-${Date.now()}@soak.edugate.example`;
  const token = await signUp(emulator.host, email);
  const [course] = (await (await fetch(`${origin}/courses?limit=1`)).json()) as { _id: string }[];
  if (!course) throw new Error('no seeded course');
  const list = attempts(course._id, email);
  const statuses = new Map<number, number>();
  let sent = 0;
  let earlyCloses = 0;
  // node:http rather than fetch, which refuses a GET with a body; a connection per request, so a
  // reset can only mean the server closed before answering (a 413 cutting a large upload short).
  const agent = new Agent({ keepAlive: false });
  const send = (attempt: Attempt) =>
    new Promise<void>((resolve) => {
      const headers: Record<string, string> = {};
      if (attempt.contentType) headers['content-type'] = attempt.contentType;
      if (attempt.auth) headers.authorization = `Bearer ${token}`;
      if (attempt.badToken) headers.authorization = 'Bearer not-a-token';
      const call = request(
        { host: '127.0.0.1', port, method: attempt.method, path: attempt.path, headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            resolve();
          });
        },
      );
      // The server may answer (413) and close before a large body is sent: a reset, not a bug.
      call.on('error', () => {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        resolve();
      });
      call.end(attempt.body);
    });

  // Warm-up (JIT, PGlite, first allocations), then the baseline figure.
  for (const attempt of list) await send(attempt);
  const before = rssMiB(server.pid ?? 0);
  statuses.clear();
  const started = Date.now();
  const worker = async () => {
    while (sent < REQUESTS && Date.now() - started < SECONDS * 1000) {
      const index = sent++;
      if (index % 25 === 0) {
        earlyCloses += 1;
        await closeEarly(port, token);
      } else {
        await send(list[index % list.length] as Attempt);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const after = rssMiB(server.pid ?? 0);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const settled = rssMiB(server.pid ?? 0);

  const seconds = ((Date.now() - started) / 1000 - 5).toFixed(1);
  console.log(
    `${sent} requests in ${seconds} s (${earlyCloses} closed early), ${CONCURRENCY} at a time`,
  );
  console.log(
    'answers (0 = connection reset by the server):',
    Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  );
  console.log(`server RSS: ${before} MiB before, ${after} MiB after, ${settled} MiB 5 s later`);
  const errors = logged
    .split('\n')
    .filter((line) => /"level":(50|60)|TypeError|RangeError/.test(line));
  console.log(`error lines logged by the server: ${errors.length}`);
  for (const line of errors.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  const serverErrors = [...statuses].filter(([status]) => status >= 500);
  if (serverErrors.length > 0 || errors.length > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
