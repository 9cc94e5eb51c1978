/**
 * `npm run bench:api`: throughput and latency of three API calls on PGlite with 10,000 courses,
 * each beside a bare Fastify JSON route measured in the same run, as a table with the ratio.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon, { type Result } from 'autocannon';
import { apiRoot } from '../src/config.ts';
import { signUp, startAuthEmulator } from '../test/support/emulator.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ENROLLING_USERS = Number(process.env.BENCH_USERS ?? 400);

interface Addresses {
  api: string;
  uncached: string;
  bare: string;
  courseIds: string[];
  uncachedCourseIds: string[];
}

/** A different course on every request, cycling through all of them. */
function everyCourse(ids: string[]) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: <R extends object>(request: R) => ({
        ...request,
        path: `/courses/${ids[next++ % ids.length]}`,
      }),
    },
  ];
}

const emulator = await startAuthEmulator();
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(apiRoot, 'bench', 'server.ts')],
  {
    cwd: apiRoot,
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const stop = async () => {
  server.kill('SIGTERM');
  await emulator.stop();
};

try {
  const addresses = await new Promise<Addresses>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    if (!server.stdout) throw new Error('no stdout from the bench server');
    const lines = createInterface({ input: server.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Addresses);
    });
  });
  const { courseIds } = addresses;
  const total = (await fetch(`${addresses.api}/courses?limit=1`)).headers.get('x-total-count');
  console.log(`PGlite, ${total} courses; ${CONNECTIONS} connections, ${DURATION} s per run`);

  const measure = async (label: string, options: Parameters<typeof autocannon>[0]) => {
    const result = await autocannon({ connections: CONNECTIONS, ...options });
    if (result.errors || result.timeouts)
      console.warn(`${label}: ${result.errors} errors, ${result.timeouts} timeouts`);
    return { label, result };
  };

  // Warm up both servers (JIT, PGlite caches) before anything is measured.
  await autocannon({ url: `${addresses.api}/courses?limit=20`, connections: 10, duration: 3 });
  await autocannon({ url: `${addresses.bare}/bare`, connections: 10, duration: 3 });

  const bare = await measure('bare Fastify JSON route', {
    url: `${addresses.bare}/bare`,
    duration: DURATION,
  });
  const list = await measure('GET /courses?limit=20', {
    url: `${addresses.api}/courses?limit=20`,
    duration: DURATION,
  });
  const detail = await measure('GET /courses/{id} (all 10,000 in turn)', {
    url: addresses.api,
    duration: DURATION,
    requests: everyCourse(courseIds),
  });
  // The database path itself: the same two calls with the read cache off.
  const listUncached = await measure('GET /courses?limit=20, cache off', {
    url: `${addresses.uncached}/courses?limit=20`,
    duration: DURATION,
  });
  const detailUncached = await measure('GET /courses/{id}, cache off', {
    url: addresses.uncached,
    duration: DURATION,
    requests: everyCourse(addresses.uncachedCourseIds),
  });

  // The same call over a hot set (20 courses), as a catalogue's popular courses would be read.
  let hot = 0;
  const detailHot = await measure('GET /courses/{id} (20 hot ids)', {
    url: addresses.api,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/courses/${courseIds[hot++ % 20]}` }),
      },
    ],
  });

  // Each user enrols in three different courses: every request is a real, successful enrolment.
  console.log(`signing up ${ENROLLING_USERS} users on the Auth emulator...`);
  const tokens: string[] = [];
  for (let start = 0; start < ENROLLING_USERS; start += 50) {
    const batch = Array.from({ length: Math.min(50, ENROLLING_USERS - start) }, (_, index) =>
      signUp(emulator.host, `bench-${Date.now()}-${start + index}@bench.edugate.example`),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  let enrolment = 0;
  const enrol = await measure('POST /enrollments', {
    url: addresses.api,
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
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ courseId: courseIds[index % courseIds.length] }),
          };
        },
      },
    ],
  });
  const bareAfter = await measure('bare Fastify JSON route (again)', {
    url: `${addresses.bare}/bare`,
    duration: DURATION,
  });

  const baseline = (bare.result.requests.average + bareAfter.result.requests.average) / 2;
  const row = ({ label, result }: { label: string; result: Result }) => ({
    call: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    'vs bare': `${Math.round((result.requests.average / baseline) * 100)}%`,
  });
  console.table(
    [bare, list, detail, detailHot, listUncached, detailUncached, enrol, bareAfter].map(row),
  );
  console.log(
    'Aim: list and detail at least 40% of the bare route, p99 under 25 ms at 50 connections.\n' +
      'The read cache is exact on PGlite (this process is the only writer; see README.md).\n' +
      'POST /enrollments verifies every token with firebase-admin, which in emulator mode asks the\n' +
      'emulator for the user over HTTP on each call (with real Firebase the check is local).',
  );
} finally {
  await stop();
}
