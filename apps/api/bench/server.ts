/**
 * The servers under test, in one process apart from the load generator: the API on PGlite with
 * 10,000 courses (once as shipped, once with the read cache off), and beside them, on the same
 * event loop, a bare Fastify route returning JSON.
 * Prints one JSON line with their addresses and the ids to request, then serves until killed.
 */
import Fastify from 'fastify';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { buildServer } from '../src/server.ts';

const COURSES = 10_000;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost) throw new Error('bench/server.ts needs FIREBASE_AUTH_EMULATOR_HOST');

async function catalogue(readCache: boolean): Promise<Database> {
  const db = await openPglite(null, { readCache });
  await migrate(db, async (tx) => {
    await seedIfEmpty(tx);
    await tx.query(
      `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
         added_by_name, added_at, total_seats, enrollments, rating)
       SELECT 'Benchmark course ' || n, 'Generated course number ' || n || ' for the benchmark.',
         '/assets/courses/web-development-1.svg', (1 + n % 12) || ' weeks',
         (ARRAY['web development','data science','cybersecurity','cloud computing'])[1 + n % 4],
         'bench@edugate.example', 'Bench Instructor', now() - n * interval '1 minute', 1000, 0,
         round((3 + (n % 20) / 10.0)::numeric, 1)
       FROM generate_series(1, $1::int) AS n`,
      [COURSES - 45],
    );
  });
  return db;
}

async function courseIds(db: Database): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM courses WHERE total_seats >= 1000 ORDER BY id',
  );
  return rows.map((row) => row.id);
}

const db = await catalogue(true);
// The same catalogue without the read cache: every request reaches PGlite.
const uncachedDb = await catalogue(false);
const config = loadConfig(
  {},
  {
    logLevel: 'silent',
    dataDir: null,
    seed: false,
    writeRateLimit: 0,
    firebaseAuthEmulatorHost: emulatorHost,
  },
);
const api = await buildServer(config, { db });
await api.listen({ port: 0, host: '127.0.0.1' });
const uncached = await buildServer(config, { db: uncachedDb });
await uncached.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
const sample = { status: 'ok', items: [1, 2, 3], message: 'a bare Fastify JSON route' };
bare.get('/bare', async () => sample);
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) => {
  const address = server.server.address() as { port: number } | null;
  return address ? address.port : 0;
};
console.log(
  JSON.stringify({
    api: `http://127.0.0.1:${port(api)}`,
    uncached: `http://127.0.0.1:${port(uncached)}`,
    bare: `http://127.0.0.1:${port(bare)}`,
    courseIds: await courseIds(db),
    uncachedCourseIds: await courseIds(uncachedDb),
  }),
);
