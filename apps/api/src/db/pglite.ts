import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';
import { noCache, ReadCache } from './read-cache.ts';

/**
 * Embedded PostgreSQL. PGlite has a single connection and queues queries and transactions
 * on its own mutex, so a transaction here is exclusive: the row and advisory locks in the
 * shared SQL are uncontended, but still correct. Every write through this handle (`write`,
 * `exec`, `transaction`) clears its read cache; nothing else can write to this data folder, so no
 * notification is needed and a cached read costs no round trip.
 */
export async function openPglite(
  dataDir: string | null,
  options: { readCache?: boolean } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the catalogue search's indexes (migrations/002), as on a real PostgreSQL.
  const extensions = { pg_trgm };
  const db = dataDir
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create({ extensions });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends object>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const root = wrap(db);
  // Off only to measure the database path itself (bench/); see read-cache.ts for why it is exact.
  const readCache = options.readCache === false ? noCache : new ReadCache();
  const handle: Database = {
    kind: 'pglite',
    readCache,
    read: <T extends object>(sql: string, params?: unknown[]) => root.query<T>(sql, params),
    // One process on its own data folder: no standby, no position to wait for.
    publicRead: (key, _after, load) => readCache.read(key, (version) => load(handle, version)),
    writePosition: () => null,
    async write<T extends object>(sql: string, params?: unknown[]) {
      try {
        return await root.query<T>(sql, params);
      } finally {
        readCache.invalidate();
      }
    },
    async exec(sql: string) {
      try {
        await root.exec(sql);
      } finally {
        readCache.invalidate();
      }
    },
    async transaction(work, transactionOptions) {
      try {
        return await db.transaction((tx) => work(wrap(tx)));
      } finally {
        if (!transactionOptions?.private) readCache.invalidate();
      }
    },
    close: () => db.close(),
  };
  return handle;
}
