/**
 * The servers under test, apart from the load generator, beside a bare Fastify JSON route on the
 * same event loop(s):
 * - BENCH_DB=pglite (default): one process, the API on in-memory PGlite with BENCH_COURSES
 *   courses (default 10,000), once as shipped and once with the read cache off.
 * - BENCH_DB=postgres: the API on DATABASE_URL with BENCH_COURSES courses (default 100,000) in a
 *   schema of its own (dropped on exit), served by two worker processes (node:cluster, one shared
 *   port per server, connections handed out in turn), again as shipped and with the cache off.
 * Both fill BENCH_JOBS open jobs and BENCH_CERTIFICATES certificates (10,000 and 1,000,000 on
 * PostgreSQL) for the jobs-for-you rows (bench/job-matching.ts).
 * Prints one JSON line with the addresses and the ids to request, then serves until SIGTERM.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { buildServer } from '../src/server.ts';
import { freePort } from '../../../scripts/free-port.ts';
import { fillInsightsCourse, INSIGHTS_AUTHOR, INSIGHTS_TABLES } from './insights-course.ts';
import { fillIssuingCourse, ISSUING_AUTHOR } from './issuing-course.ts';
import { fillJobMatching, JOB_MATCHING_TABLES } from './job-matching.ts';

const mode = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const COURSES = Number(process.env.BENCH_COURSES ?? (mode === 'postgres' ? 100_000 : 10_000));
/** Jobs for you (ADR 25): open jobs and certificates, at the scale of the course count. */
const JOBS = Number(process.env.BENCH_JOBS ?? (mode === 'postgres' ? 10_000 : 1_000));
const CERTIFICATES = Number(
  process.env.BENCH_CERTIFICATES ?? (mode === 'postgres' ? 1_000_000 : 50_000),
);
const WORKERS = 2;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost) throw new Error('bench/server.ts needs FIREBASE_AUTH_EMULATOR_HOST');
const databaseUrl = process.env.DATABASE_URL;

export interface Addresses {
  database: string;
  courses: number;
  api: string;
  uncached: string;
  bare: string;
  /** One address per API process, to verify each user's token once in every process. */
  warm: string[];
  courseIds: string[];
  /** The course of 10,000 learners, and its author's e-mail (run.ts signs it up). */
  insightsCourseId: string;
  insightsAuthor: string;
  /** The seeded courses that have a curriculum (the outline row reads them in turn). */
  outlineCourseIds: string[];
  /** The insights course's articles, in order: the completion row's learners complete them. */
  completionLessonIds: string[];
  /** The one-lesson course and its lesson: each completion of it issues a certificate. */
  issuingCourseId: string;
  issuingLessonId: string;
  /** Ids in the uncached server's catalogue, when it is a separate database (PGlite). */
  uncachedCourseIds?: string[];
}

async function fill(db: Database): Promise<void> {
  await migrate(db, async (tx) => {
    await seedIfEmpty(tx);
    await tx.query(
      `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
         added_by_name, added_at, total_seats, enrollments, rating, rating_count)
       SELECT 'Benchmark course ' || n, 'Generated course number ' || n || ' for the benchmark.',
         '/assets/courses/web-development-1.svg', (1 + n % 12) || ' weeks',
         (ARRAY['web development','data science','cybersecurity','cloud computing'])[1 + n % 4],
         'bench@edugate.example', 'Bench Instructor', now() - n * interval '1 minute', 1000, 0,
         round((3 + (n % 20) / 10.0)::numeric, 1), 1 + n % 40
       FROM generate_series(1, $1::int) AS n`,
      [Math.max(0, COURSES - 45)],
    );
  });
  await db.transaction((tx) => fillInsightsCourse(tx));
  await db.transaction((tx) => fillIssuingCourse(tx));
  await db.transaction((tx) => fillJobMatching(tx, { jobs: JOBS, certificates: CERTIFICATES }));
  // As autovacuum would after a bulk load: planner statistics and the visibility map.
  for (const table of new Set([...INSIGHTS_TABLES, ...JOB_MATCHING_TABLES]))
    await db.exec(`VACUUM ANALYZE ${table}`);
}

/** The id of the course fillInsightsCourse made. */
async function insightsCourseId(db: Database): Promise<string> {
  const [row] = await db.read<{ id: string }>('SELECT id FROM courses WHERE added_by_email = $1', [
    INSIGHTS_AUTHOR,
  ]);
  return row?.id ?? '';
}

type LearningIds = Pick<
  Addresses,
  'outlineCourseIds' | 'completionLessonIds' | 'issuingCourseId' | 'issuingLessonId'
>;

/** The seeded courses with lessons, the insights course's articles and the issuing course's lesson. */
async function learningIds(db: Database, insightsId: string): Promise<LearningIds> {
  const outlines = await db.read<{ id: string }>(
    `SELECT DISTINCT l.course_id AS id FROM lessons l JOIN courses c ON c.id = l.course_id
      WHERE c.added_by_email NOT IN ($1, $2) ORDER BY id`,
    [INSIGHTS_AUTHOR, ISSUING_AUTHOR],
  );
  const [issuing] = await db.read<{ courseId: string; id: string }>(
    `SELECT l.course_id AS "courseId", l.id FROM lessons l JOIN courses c ON c.id = l.course_id
      WHERE c.added_by_email = $1`,
    [ISSUING_AUTHOR],
  );
  const articles = await db.read<{ id: string }>(
    `SELECT l.id FROM lessons l JOIN sections s ON s.id = l.section_id
      WHERE l.course_id = $1 AND l.kind = 'article' ORDER BY s.position, l.position`,
    [insightsId],
  );
  return {
    outlineCourseIds: outlines.map((row) => row.id),
    completionLessonIds: articles.map((row) => row.id),
    issuingCourseId: issuing?.courseId ?? '',
    issuingLessonId: issuing?.id ?? '',
  };
}

async function courseIds(db: Database): Promise<string[]> {
  const rows = await db.read<{ id: string }>(
    `SELECT id FROM courses WHERE total_seats >= 1000 AND added_by_email NOT IN ($1, $2)
      ORDER BY id`,
    [INSIGHTS_AUTHOR, ISSUING_AUTHOR],
  );
  return rows.map((row) => row.id);
}

const config = loadConfig(
  {},
  {
    logLevel: 'silent',
    dataDir: null,
    seed: false,
    writeRateLimit: 0,
    firebaseAuthEmulatorHost: emulatorHost,
    // The generated certificates (bench/job-matching.ts) are rows to match against, never read as
    // credentials: signing a million of them at start-up would be the whole run.
    credentialBackfill: false,
  },
);

function bareServer(): FastifyInstance {
  const bare = Fastify({ logger: false });
  const sample = { status: 'ok', items: [1, 2, 3], message: 'a bare Fastify JSON route' };
  bare.get('/bare', async () => sample);
  return bare;
}

const origin = (port: number) => `http://127.0.0.1:${port}`;

async function servePglite(): Promise<void> {
  const db = await openPglite(null);
  await fill(db);
  // The same catalogue without the read cache: every request reaches PGlite.
  const uncachedDb = await openPglite(null, { readCache: false });
  await fill(uncachedDb);
  const api = await buildServer(config, { db });
  const uncached = await buildServer(config, { db: uncachedDb });
  const bare = bareServer();
  const [apiPort, uncachedPort, barePort] = [await freePort(), await freePort(), await freePort()];
  await api.listen({ port: apiPort, host: '127.0.0.1' });
  await uncached.listen({ port: uncachedPort, host: '127.0.0.1' });
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  const ids = await courseIds(db);
  // Generated alike, but each catalogue has its own random ids.
  const uncachedIds = await courseIds(uncachedDb);
  const addresses: Addresses = {
    database: 'PGlite (in memory, one process)',
    courses: COURSES,
    api: origin(apiPort),
    uncached: origin(uncachedPort),
    bare: origin(barePort),
    warm: [origin(apiPort)],
    courseIds: ids,
    insightsCourseId: await insightsCourseId(db),
    insightsAuthor: INSIGHTS_AUTHOR,
    ...(await learningIds(db, await insightsCourseId(db))),
  };
  console.log(JSON.stringify({ ...addresses, uncachedCourseIds: uncachedIds }));
}

/** The primary: fills a fresh schema, starts the workers, drops the schema on SIGTERM. */
async function postgresPrimary(url: string): Promise<void> {
  const schema = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  // Whenever it is stopped, even while still filling, the schema goes.
  const dropSchema = async () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void dropSchema());
  process.once('SIGINT', () => void dropSchema());
  const db = await openPostgres(url, { schema, poolSize: 4, readCache: false });
  await fill(db);
  const ids = await courseIds(db);
  const insights = await insightsCourseId(db);
  const learning = await learningIds(db, insights);
  await db.close();
  const ports = { api: await freePort(), uncached: await freePort(), bare: await freePort() };
  const warm: string[] = [];
  for (let index = 0; index < WORKERS; index += 1) {
    const warmPort = await freePort();
    warm.push(origin(warmPort));
    const worker = cluster.fork({
      BENCH_SCHEMA: schema,
      BENCH_PORTS: JSON.stringify({ ...ports, warm: warmPort }),
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
    });
  }
  const addresses: Addresses = {
    database: `PostgreSQL (${WORKERS} API processes)`,
    courses: COURSES,
    api: origin(ports.api),
    uncached: origin(ports.uncached),
    bare: origin(ports.bare),
    warm,
    courseIds: ids,
    insightsCourseId: insights,
    insightsAuthor: INSIGHTS_AUTHOR,
    ...learning,
  };
  console.log(JSON.stringify(addresses));
}

async function postgresWorker(url: string): Promise<void> {
  const schema = process.env.BENCH_SCHEMA;
  const ports = JSON.parse(process.env.BENCH_PORTS ?? '{}') as Record<string, number>;
  const open = (readCache: boolean) =>
    openPostgres(url, { schema, poolSize: config.databasePoolSize, readCache });
  const api = await buildServer(config, { db: await open(true) });
  const uncached = await buildServer(config, { db: await open(false) });
  const bare = bareServer();
  await api.listen({ port: ports.api, host: '127.0.0.1' });
  await uncached.listen({ port: ports.uncached, host: '127.0.0.1' });
  await bare.listen({ port: ports.bare, host: '127.0.0.1' });
  // This process alone, so the run can verify each token here once before measuring.
  const own = createHttpServer((request, response) =>
    api.server.emit('request', request, response),
  );
  own.listen(ports.warm, '127.0.0.1', () => process.send?.('ready'));
  process.once('SIGTERM', () => {
    own.close();
    void Promise.all([api.close(), uncached.close(), bare.close()]).then(() => process.exit(0));
  });
}

if (mode === 'pglite') await servePglite();
else {
  if (!databaseUrl) throw new Error('BENCH_DB=postgres needs DATABASE_URL');
  if (cluster.isPrimary) await postgresPrimary(databaseUrl);
  else await postgresWorker(databaseUrl);
}
