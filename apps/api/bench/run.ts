/**
 * `npm run bench:api`: throughput and latency of the API's calls, each beside a bare Fastify JSON
 * route measured in the same run, as a table with the ratio. On PGlite (10,000 courses) always,
 * and on PostgreSQL (100,000 courses, two API processes) when DATABASE_URL is set.
 * BENCH_DB=pglite|postgres runs one only; BENCH_COURSES, BENCH_DURATION (s per call),
 * BENCH_CONNECTIONS and BENCH_USERS make a quick run possible.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon, { type Result } from 'autocannon';
import { apiRoot } from '../src/config.ts';
import { signUp, startAuthEmulator } from '../test/support/emulator.ts';
import type { Addresses } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ENROLLING_USERS = Number(process.env.BENCH_USERS ?? 1000);
const databases = process.env.BENCH_DB
  ? [process.env.BENCH_DB]
  : ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

type Options = Parameters<typeof autocannon>[0];
interface Row {
  label: string;
  result: Result;
  aim?: { ratio: number; p99: number };
}

/** A different course on every request, cycling through all of them. */
function everyCourse(ids: string[]): Options['requests'] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/courses/${ids[next++ % ids.length]}` }),
    },
  ];
}

/** Over the whole run: a run of a fixed number of requests ends mid-second. */
function perSecond(result: Result): number {
  return result.requests.total / result.duration;
}

async function measure(label: string, options: Options, aim?: Row['aim']): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  if (result.errors || result.timeouts)
    console.warn(`${label}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return { label, result, ...(aim ? { aim } : {}) };
}

async function startServers(database: string, emulatorHost: string) {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiRoot, 'bench', 'server.ts')],
    {
      cwd: apiRoot,
      env: { ...process.env, BENCH_DB: database, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const addresses = await new Promise<Addresses>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    if (!server.stdout) throw new Error('no stdout from the bench server');
    const lines = createInterface({ input: server.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Addresses);
    });
  });
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  return {
    addresses,
    stop: async () => {
      server.kill('SIGTERM');
      await stopped;
    },
  };
}

async function signUpUsers(emulatorHost: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, index) =>
      signUp(emulatorHost, `bench-${Date.now()}-${start + index}@bench.edugate.example`),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

async function run(database: string, emulatorHost: string): Promise<void> {
  const { addresses, stop } = await startServers(database, emulatorHost);
  try {
    const { api, uncached, bare, courseIds } = addresses;
    const total = (await fetch(`${api}/courses?limit=1`)).headers.get('x-total-count');
    console.log(
      `\n${addresses.database}, ${Number(total).toLocaleString('en')} courses; ` +
        `${CONNECTIONS} connections, ${DURATION} s per call`,
    );
    const pages = [
      ['GET /courses?limit=20', '/courses?limit=20'],
      ['GET /courses?limit=20&q=number 42', '/courses?limit=20&q=number%2042'],
      [
        'GET /courses?limit=20&category=data science&offset=200',
        '/courses?limit=20&category=data%20science&offset=200',
      ],
    ] as const;
    const listAim = { ratio: 0.25, p99: 50 };
    const detailAim = { ratio: 0.5, p99: 50 };

    // Warm up (JIT, database caches) before anything is measured.
    for (const [, url] of pages) await autocannon({ url: api + url, connections: 10, duration: 2 });
    await autocannon({ url: `${bare}/bare`, connections: 10, duration: 2 });

    const rows: Row[] = [];
    rows.push(
      await measure('bare Fastify JSON route', { url: `${bare}/bare`, duration: DURATION }),
    );
    for (const [label, url] of pages) {
      rows.push(await measure(label, { url: api + url, duration: DURATION }, listAim));
    }
    rows.push(
      await measure(
        `GET /courses/{id} (all ${courseIds.length.toLocaleString('en')} in turn)`,
        { url: api, duration: DURATION, requests: everyCourse(courseIds) },
        detailAim,
      ),
    );
    // The same call over a hot set (20 courses), as a catalogue's popular courses would be read.
    let hot = 0;
    rows.push(
      await measure('GET /courses/{id} (20 hot ids)', {
        url: api,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `/courses/${courseIds[hot++ % 20]}` }),
          },
        ],
      }),
    );
    // The database path itself: the same calls with the read cache off.
    for (const [label, url] of pages) {
      rows.push(await measure(`${label}, cache off`, { url: uncached + url, duration: DURATION }));
    }
    rows.push(
      await measure('GET /courses/{id}, cache off', {
        url: uncached,
        duration: DURATION,
        requests: everyCourse(addresses.uncachedCourseIds ?? courseIds),
      }),
    );

    // Each user enrols in three different courses: every request is a real, successful
    // enrolment. A signed-in user's token is verified once and then cached until it expires, so
    // each token is verified once in every API process first, as the session's first call would.
    console.log(`signing up ${ENROLLING_USERS} users on the Auth emulator...`);
    const tokens = await signUpUsers(emulatorHost, ENROLLING_USERS);
    let unverified = 0;
    for (const origin of addresses.warm) {
      for (let start = 0; start < tokens.length; start += 25) {
        await Promise.all(
          tokens.slice(start, start + 25).map(async (token) => {
            // The emulator sometimes fails a check on a loaded machine; a token left unverified
            // only means one slower enrolment.
            for (let attempt = 0; attempt < 3; attempt += 1) {
              const response = await fetch(`${origin}/courses/my-courses`, {
                headers: { authorization: `Bearer ${token}` },
              });
              await response.arrayBuffer();
              if (response.ok) return;
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
            unverified += 1;
          }),
        );
      }
    }
    if (unverified > 0) console.warn(`${unverified} token checks failed in the warm-up`);
    let enrolment = 0;
    rows.push(
      await measure(
        'POST /enrollments',
        {
          url: api,
          amount: tokens.length * 3,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                const index = enrolment++;
                const token = tokens[Math.floor(index / 3) % tokens.length];
                return {
                  ...request,
                  path: '/enrollments',
                  headers: {
                    authorization: `Bearer ${token}`,
                    'content-type': 'application/json',
                  },
                  body: JSON.stringify({ courseId: courseIds[index % courseIds.length] }),
                };
              },
            },
          ],
        },
        { ratio: 0.1, p99: 100 },
      ),
    );
    rows.push(
      await measure('bare Fastify JSON route (again)', { url: `${bare}/bare`, duration: DURATION }),
    );

    const bareRows = [rows[0], rows[rows.length - 1]] as Row[];
    const baseline = bareRows.reduce((sum, row) => sum + perSecond(row.result), 0) / 2;
    console.table(
      rows.map(({ label, result, aim }) => {
        const ratio = perSecond(result) / baseline;
        return {
          call: label,
          'req/s': Math.round(perSecond(result)),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'non-2xx': result.non2xx,
          'vs bare': `${Math.round(ratio * 100)}%`,
          aim: aim
            ? `>=${aim.ratio * 100}%, p99<${aim.p99}: ${ratio >= aim.ratio && result.latency.p99 < aim.p99 ? 'met' : 'NOT met'}`
            : '',
        };
      }),
    );
  } finally {
    await stop();
  }
}

const emulator = await startAuthEmulator();
try {
  for (const database of databases) await run(database, emulator.host);
  console.log(
    '\nThe read cache is exact: on PGlite this process is the only writer; on PostgreSQL every\n' +
      'committed write notifies every process (LISTEN/NOTIFY). "cache off" rows are the database\n' +
      'path itself (a cache miss). See apps/api/README.md, "Benchmark".',
  );
} finally {
  await emulator.stop();
}
