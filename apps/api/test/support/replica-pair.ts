import { buildServer } from '../../src/server.ts';
import { defined } from '../../src/util/defined.ts';
import {
  createTestDatabase,
  databaseUrl,
  request,
  testConfig,
  type TestDatabase,
} from './harness.ts';
import { overHttp, startOnDatabase, stopAll, type HttpSend } from './process.ts';

/**
 * Two API replicas on one database. On PostgreSQL these are two server processes (the real entry
 * point), each with its own pool, read cache and listening connection. Without DATABASE_URL they
 * are two in-process servers on one PGlite handle (PGlite's data folder belongs to one process,
 * so that is the only way it is shared).
 */
export interface ReplicaPair {
  label: string;
  database: TestDatabase;
  /** The replica that writes. */
  a: HttpSend;
  /** The other replica, which reads. */
  b: HttpSend;
  close(): Promise<void>;
}

async function postgresPair(writeLimit: number): Promise<ReplicaPair> {
  const database = await createTestDatabase();
  const processes = await startOnDatabase(2, database, { WRITE_RATE_LIMIT: String(writeLimit) });
  const [first, second] = processes.map((running) => overHttp(running.origin));
  return {
    label: 'PostgreSQL, two server processes',
    database,
    a: defined(first, 'process A'),
    b: defined(second, 'process B'),
    async close() {
      await stopAll(processes);
      await database.close();
    },
  };
}

async function pglitePair(writeLimit: number): Promise<ReplicaPair> {
  const database = await createTestDatabase({ forcePglite: true });
  const config = testConfig({ seed: false, writeRateLimit: writeLimit });
  const servers = [
    await buildServer(config, { db: database.db }),
    await buildServer(config, { db: database.db }),
  ];
  const [first, second] = servers.map(
    (server): HttpSend =>
      (method, url, options) =>
        request(server, method, url, options),
  );
  return {
    label: 'PGlite, two in-process servers on one handle',
    database,
    a: defined(first, 'server A'),
    b: defined(second, 'server B'),
    async close() {
      for (const server of servers) await server.close();
      await database.close();
    },
  };
}

/**
 * The pairs a test file runs on: PGlite always, PostgreSQL when DATABASE_URL is set (else it
 * warns, naming `file`, that the two-process cases are skipped). `writeLimit`: the per-route write
 * limit of both replicas (0: none).
 */
export function replicaPairs(
  file: string,
  writeLimit: number,
): [name: 'pglite' | 'postgres', create: () => Promise<ReplicaPair>][] {
  const pairs: [name: 'pglite' | 'postgres', create: () => Promise<ReplicaPair>][] = [
    ['pglite', () => pglitePair(writeLimit)],
  ];
  if (databaseUrl) pairs.push(['postgres', () => postgresPair(writeLimit)]);
  else
    console.warn(
      `DATABASE_URL is not set: ${file} runs on PGlite only (two servers on one handle); the two-process PostgreSQL cases are skipped.`,
    );
  return pairs;
}
