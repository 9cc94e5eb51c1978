/**
 * `npm run bench:api`: throughput and latency of the API's calls, each beside a bare Fastify JSON
 * route measured in the same run, as a table with the ratio. On PGlite (10,000 courses) always,
 * and on PostgreSQL (100,000 courses, two API processes) when DATABASE_URL is set.
 * BENCH_DB=pglite|postgres runs one only; BENCH_COURSES, BENCH_DURATION (s per call),
 * BENCH_CONNECTIONS and BENCH_USERS make a quick run possible; BENCH_STEADY_RATE (50) is the
 * rate at which issuing a certificate is compared with a plain completion; BENCH_ONLY=search runs the bare
 * route and the search rows only (with the memory they leave), e.g. at BENCH_COURSES=1000000;
 * BENCH_ONLY=matching the bare route and the jobs-for-you rows (BENCH_JOBS, BENCH_CERTIFICATES).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { apiRoot } from '../src/config.ts';
import { signUp, startAuthEmulator, tokenFor } from '../test/support/emulator.ts';
import type { Addresses } from './server.ts';
import { measureMatching } from './rows-matching.ts';
import { measureQuestions } from './rows-questions.ts';
import { CONNECTIONS, DURATION, everyCourse, measure, varied, type Row } from './measure.ts';
import { steadyRate, type Summary } from './steady.ts';
import { CATEGORIES, mixedTerm, pageOffset, pick, random, searchTerm, shortTerm } from './terms.ts';

const ENROLLING_USERS = Number(process.env.BENCH_USERS ?? 1000);
const SEARCH_ONLY = process.env.BENCH_ONLY === 'search';
const MATCHING_ONLY = process.env.BENCH_ONLY === 'matching';
const databases = process.env.BENCH_DB
  ? [process.env.BENCH_DB]
  : ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

/**
 * Catalogue pages as visitors ask for them: a random sort; half with one of the bench's
 * categories; page 1 half the time, pages 2-5 30%, 6-20 15%, 21-50 5%. `term` adds a search.
 */
function cataloguePath(next: () => number, term?: string): string {
  const offset = pageOffset(next);
  const params = new URLSearchParams({
    limit: '20',
    sort: pick(next, ['addedAt_desc', 'enrollments_desc', 'rating_desc']),
  });
  if (offset > 0) params.set('offset', String(offset));
  if (next() < 0.5) params.set('category', pick(next, CATEGORIES));
  if (term !== undefined) params.set('q', term);
  return `/courses?${params}`;
}

/** Resident memory of a process and of each of its children (the API workers), in MB. */
async function residentMb(pid: number | undefined): Promise<string | null> {
  if (pid === undefined) return null;
  const { execFile } = await import('node:child_process');
  const output = await new Promise<string>((resolve) =>
    execFile('ps', ['-o', 'pid=,ppid=,rss=', '-A'], (error, stdout) =>
      resolve(error ? '' : stdout),
    ),
  );
  const rows = output
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const ours = rows.filter(([p, parent]) => p === pid || parent === pid);
  if (ours.length === 0) return null;
  return ours
    .map(([p, , rss]) => `${p === pid ? 'primary' : 'worker'} ${((rss ?? 0) / 1024).toFixed(0)} MB`)
    .join(', ');
}

/** Over the whole run: a run of a fixed number of requests ends mid-second. */
function perSecond(result: Summary): number {
  return result.requests.total / result.duration;
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
    pid: server.pid,
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

/** A token's e-mail, read from its payload (the emulator's tokens are unsigned JWTs). */
const ISSUING_LABEL =
  'PUT .../completion, the last lesson: issues a certificate and signs its credential';
const COMPLETION_LABEL = 'PUT /courses/{id}/lessons/{lessonId}/completion';
/**
 * The steady rate at which issuing and a plain completion are compared: what issuing adds to a
 * learner's wait is read below the server's capacity, where a saturating run (the rows without a
 * rate) would measure the queue of 50 connections instead (p99 = connections x service time).
 */
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 50);
const steady = (label: string) => `${label}, ${STEADY_RATE} req/s`;

const emailOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { email: string })
    .email;

/**
 * The completion that issues a certificate: each learner enrols in the one-lesson course (not
 * measured) and completes its lesson, which issues the certificate and signs its credential
 * once that has committed. At the steady rate, beside the completion (which issues nothing) at
 * the same rate, its p99 should be at most 50 ms higher. The learners then leave that course (a certificate stays), so they have the
 * two free places the enrolment row needs. Returns the certificates' ids.
 */
async function measureIssuing(
  rows: Row[],
  api: string,
  addresses: Addresses,
  tokens: string[],
): Promise<string[]> {
  const { issuingCourseId: courseId, issuingLessonId: lessonId } = addresses;
  const send = (token: string, method: string, path: string, body?: object) =>
    fetch(`${api}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then((response) => response.arrayBuffer());
  for (let start = 0; start < tokens.length; start += 25) {
    await Promise.all(
      tokens
        .slice(start, start + 25)
        .map((token) => send(token, 'POST', '/enrollments', { courseId })),
    );
  }
  const certificateIds: string[] = [];
  let completion = 0;
  const path = `/courses/${courseId}/lessons/${lessonId}/completion`;
  const keep = (status: number, body: string) => {
    const issued = status === 200 ? (JSON.parse(body) as Issued).certificate : null;
    if (issued) certificateIds.push(issued._id);
  };
  // Half the learners finish at the steady rate, the other half all at once.
  const half = Math.floor(tokens.length / 2);
  rows.push({
    label: steady(ISSUING_LABEL),
    result: await steadyRate({
      url: api,
      rate: STEADY_RATE,
      amount: half,
      request: (index) => ({
        path,
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens[index]}` },
      }),
      onResponse: keep,
    }),
  });
  rows.push(
    await measure(ISSUING_LABEL, {
      url: api,
      amount: tokens.length - half,
      requests: [
        {
          method: 'PUT',
          setupRequest: (request) => ({
            ...request,
            path,
            headers: { authorization: `Bearer ${tokens[half + completion++]}` },
          }),
          onResponse: keep,
        },
      ],
    }),
  );
  for (let start = 0; start < tokens.length; start += 25) {
    await Promise.all(
      tokens
        .slice(start, start + 25)
        .map((token) =>
          send(token, 'DELETE', '/enrollments', { courseId, userEmail: emailOf(token) }),
        ),
    );
  }
  return certificateIds;
}

interface Issued {
  certificate: { _id: string } | null;
}

async function run(database: string, emulatorHost: string): Promise<void> {
  const { addresses, stop, pid } = await startServers(database, emulatorHost);
  try {
    const { api, uncached, bare, courseIds } = addresses;
    /** A row of the API's answers to `path()`, called afresh for every request. */
    const eachRequest = (label: string, path: () => string, aim?: Row['aim']) =>
      measure(label, { url: api, duration: DURATION, requests: varied(path) }, aim);
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

    // Each process ready: its course index built (ADR 18), as a load balancer waits for it.
    for (const origin of addresses.warm) {
      const ready = await fetch(`${origin}/readyz`);
      if (!ready.ok) throw new Error(`${origin}/readyz: ${ready.status} ${await ready.text()}`);
    }
    // Warm up (JIT, database caches) before anything is measured.
    for (const [, url] of pages) await autocannon({ url: api + url, connections: 10, duration: 2 });
    await autocannon({ url: `${bare}/bare`, connections: 10, duration: 2 });

    const rows: Row[] = [];
    rows.push(
      await measure('bare Fastify JSON route', { url: `${bare}/bare`, duration: DURATION }),
    );
    if (!SEARCH_ONLY && !MATCHING_ONLY) {
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
        await eachRequest(
          'GET /courses/{id} (20 hot ids)',
          () => `/courses/${courseIds[hot++ % 20]}`,
        ),
      );
    }
    // Varied requests: each a different URL, as a crowd of visitors sends them, so the read cache
    // rarely answers (only a URL some visitor already asked for since the last write).
    const variedAim = { ratio: 0.1, p99: 50 };
    if (!SEARCH_ONLY)
      rows.push(...(await measureMatching({ api, uncached }, addresses.warm, emulatorHost)));
    const searchNext = random(1);
    if (!MATCHING_ONLY)
      rows.push(
        await eachRequest(
          'varied: q (3+ characters), category, sort, offset',
          () => cataloguePath(searchNext, searchTerm(searchNext)),
          variedAim,
        ),
      );
    const shortNext = random(2);
    if (!MATCHING_ONLY)
      rows.push(
        await eachRequest(
          'varied: q (1-2 characters), category, sort, offset',
          () => cataloguePath(shortNext, shortTerm(shortNext)),
          variedAim,
        ),
      );
    // The search row: Best match, a crowd's mix of whole words, prefixes, one or two
    // characters and typos, each a different URL.
    const mixedNext = random(4);
    if (!MATCHING_ONLY)
      rows.push(
        await eachRequest(
          'search: Best match, varied q (words, prefixes, 1-2 characters, typos)',
          () =>
            cataloguePath(mixedNext, mixedTerm(mixedNext)).replace(
              /sort=[a-z_]+/i,
              'sort=relevance',
            ),
          variedAim,
        ),
      );
    const memory = await residentMb(pid);
    if (memory !== null) {
      const processes =
        database === 'postgres' ? 'the bench server and its two API workers' : 'the API process';
      console.log(`memory resident, after the search row (${processes}): ${memory}`);
    }
    if (!SEARCH_ONLY && !MATCHING_ONLY) {
      const listNext = random(3);
      rows.push(
        await eachRequest(
          'varied: category, sort, offset (no q)',
          () => cataloguePath(listNext),
          variedAim,
        ),
      );
      const idNext = random(4);
      rows.push(
        await eachRequest(
          'varied: GET /courses/{id} (random ids)',
          () => `/courses/${courseIds[Math.floor(idNext() * courseIds.length)]}`,
          variedAim,
        ),
      );

      // A course's public outline, read from the same caches as course detail.
      let outline = 0;
      const outlines = addresses.outlineCourseIds;
      rows.push(
        await eachRequest(
          `GET /courses/{id}/curriculum (${outlines.length} seeded outlines in turn)`,
          () => `/courses/${outlines[outline++ % outlines.length]}/curriculum`,
          detailAim,
        ),
      );

      // The database path itself: the same calls with the read cache off.
      for (const [label, url] of pages) {
        rows.push(
          await measure(`${label}, cache off`, { url: uncached + url, duration: DURATION }),
        );
      }
      rows.push(
        await measure('GET /courses/{id}, cache off', {
          url: uncached,
          duration: DURATION,
          requests: everyCourse(addresses.uncachedCourseIds ?? courseIds),
        }),
      );

      // Each user enrols in two more courses (a learner may hold three): every request is a real,
      // successful enrolment. A signed-in user's token is verified once and then cached until it expires, so
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
      // Every user takes one of their three enrolments in a course with lessons (not measured), for
      // the completion row below.
      const learning = addresses.insightsCourseId;
      const articles = addresses.completionLessonIds.slice(0, 4);
      const refused: string[] = [];
      for (let start = 0; start < tokens.length; start += 25) {
        await Promise.all(
          tokens.slice(start, start + 25).map(async (token) => {
            const response = await fetch(`${api}/enrollments`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ courseId: learning }),
            });
            const text = await response.text();
            if (!response.ok) refused.push(`${response.status} ${text}`);
          }),
        );
      }
      if (refused.length > 0)
        console.warn(`${refused.length} enrolments refused, e.g. ${refused[0]}`);
      const certificateIds = await measureIssuing(rows, api, addresses, tokens);
      let enrolment = 0;
      rows.push(
        await measure(
          'POST /enrollments',
          {
            url: api,
            amount: tokens.length * 2,
            requests: [
              {
                method: 'POST',
                setupRequest: (request) => {
                  const index = enrolment++;
                  const token = tokens[Math.floor(index / 2) % tokens.length];
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
      // Each request is a learner's first completion of one of those lessons: a row, and the
      // course's progress read back, in one transaction.
      let completion = 0;
      const completionOf = (index: number) => ({
        token: tokens[Math.floor(index / articles.length) % tokens.length],
        path: `/courses/${learning}/lessons/${articles[index % articles.length]}/completion`,
      });
      const steadyCompletions = Math.floor(tokens.length / 2);
      rows.push({
        label: steady(COMPLETION_LABEL),
        result: await steadyRate({
          url: api,
          rate: STEADY_RATE,
          amount: steadyCompletions,
          request: () => {
            const { token, path } = completionOf(completion++);
            return { path, method: 'PUT', headers: { authorization: `Bearer ${token}` } };
          },
        }),
      });
      rows.push(
        await measure(
          COMPLETION_LABEL,
          {
            url: api,
            amount: tokens.length * articles.length - steadyCompletions,
            requests: [
              {
                method: 'PUT',
                setupRequest: (request) => {
                  const { token, path } = completionOf(completion++);
                  return { ...request, path, headers: { authorization: `Bearer ${token}` } };
                },
              },
            ],
          },
          { ratio: 0.1, p99: 100 },
        ),
      );
      rows.push(...(await measureQuestions(api, learning, articles[0] ?? '', tokens)));
      // A certificate's credential, public and signed once when it was issued: read back as
      // a verifier would, a different one on each request.
      let credential = 0;
      rows.push(
        await eachRequest(
          `GET /certificates/{id}/credential (${certificateIds.length} in turn)`,
          () => `/certificates/${certificateIds[credential++ % certificateIds.length]}/credential`,
          detailAim,
        ),
      );
      // The author's insights of a course with 10,000 learners: every figure aggregated
      // by the database on each request (never cached). Reported, with no ratio aim: an author
      // opens it now and then; what matters is that it answers in milliseconds.
      const authorToken = await tokenFor(emulatorHost, addresses.insightsAuthor);
      const insights = `${api}/courses/${addresses.insightsCourseId}/insights`;
      for (const origin of addresses.warm) {
        await fetch(insights.replace(api, origin), {
          headers: { authorization: `Bearer ${authorToken}` },
        });
      }
      rows.push(
        await measure('GET /courses/{id}/insights, 10,000 learners', {
          url: insights,
          duration: DURATION,
          headers: { authorization: `Bearer ${authorToken}` },
        }),
      );
    }
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
    const p99Of = (label: string) => rows.find((row) => row.label === label)?.result.latency.p99;
    const issuing = p99Of(steady(ISSUING_LABEL));
    const plain = p99Of(steady(COMPLETION_LABEL));
    if (issuing !== undefined && plain !== undefined) {
      const extra = issuing - plain;
      console.log(
        `At ${STEADY_RATE} req/s, issuing a certificate adds ${extra} ms at p99 to a completion ` +
          `(${issuing} vs ${plain} ms; aim at most +50 ms: ${extra <= 50 ? 'met' : 'NOT met'}).`,
      );
    }
  } finally {
    await stop();
  }
}

const emulator = await startAuthEmulator();
try {
  for (const database of databases) await run(database, emulator.host);
  console.log(
    '\nThe read cache is exact: on PGlite this process is the only writer; on PostgreSQL every\n' +
      'write bumps a change counter that a cached read checks first (one round trip shared by\n' +
      'simultaneous reads), and notifies every process (LISTEN/NOTIFY). "cache off" rows are the\n' +
      'database path itself (a cache miss). See apps/api/README.md, "Benchmark".',
  );
} finally {
  await emulator.stop();
}
