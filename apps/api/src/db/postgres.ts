import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { CHANGES_CHANNEL, listenForChanges, type ChangeListener } from './change-listener.ts';
import { noCache, ReadCache, type ReadCacheLike } from './read-cache.ts';
import { postgresCounters } from './shared-counters.ts';

// node-postgres returns int8/numeric as strings to avoid precision loss; our counts and
// ratings fit comfortably in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export async function openPostgres(
  connectionString: string,
  options: {
    schema?: string;
    poolSize: number;
    /** Cache public reads, kept exact by LISTEN/NOTIFY (default on); off to measure the database. */
    readCache?: boolean;
  },
): Promise<Database> {
  if (options.schema && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`DATABASE_SCHEMA must be a plain identifier, got "${options.schema}"`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize,
    // skip_notify: this pool announces its writes itself, coalesced (migrations/004).
    options: `${options.schema ? `-c search_path=${options.schema} ` : ''}-c edugate.skip_notify=on`,
  });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  if (options.schema) {
    // IF NOT EXISTS is not atomic: two servers starting at once can both try to create it, and
    // the loser's unique violation (23505) or duplicate schema (42P06) only means it exists.
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      if (code !== '23505' && code !== '42P06') throw error;
    });
  }
  const wrap = (target: Pick<pg.PoolClient, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: unknown[] = []) {
      const result = await target.query<T & pg.QueryResultRow>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which allows several statements.
      await target.query(sql);
    },
  });
  const root = wrap(pool);
  // Other processes write to this database too: the cache is cleared by every change
  // notification (migrations/002's triggers for other sessions, `announce` below for API
  // processes) and only used while LISTEN is in place.
  const [current] = (
    await pool.query<{ schema: string | null }>('SELECT current_schema() AS schema')
  ).rows;
  const schema = options.schema ?? current?.schema ?? 'public';
  // This process's own announcements carry its id, so its listener can skip them: it has
  // already cleared its cache for those writes.
  const payload = `${schema}.api.${randomUUID()}`;
  let listener: ChangeListener | null = null;
  let readCache: ReadCacheLike = noCache;
  if (options.readCache !== false) {
    const cache = new ReadCache();
    const changes = await listenForChanges(connectionString, schema, () => cache.invalidate(), {
      ignore: payload,
    });
    listener = changes;
    readCache = {
      invalidate: () => cache.invalidate(),
      read: (key, load) => (changes.listening ? cache.read(key, load) : load()),
    };
  }
  // Every write tells the other processes, by whatever SQL it ran, and only then resolves: once a
  // write is acknowledged, its NOTIFY has committed, so another process drops its cache as soon
  // as the notification arrives (about a millisecond on one host), and a later read there sees
  // the write. Sent after the write committed (a NOTIFY inside the transaction would hold a
  // database-wide lock through the commit: migrations/004), and one NOTIFY for all the writes
  // that finished in the same turn of the event loop, since each NOTIFY's commit is serialised
  // database-wide. A write that finishes while a NOTIFY is under way waits for the next one: the
  // earlier one may have been delivered, and a stale read cached elsewhere, before its commit.
  let pending: Promise<void> | null = null;
  const announce = (): Promise<void> => {
    pending ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        pending = null;
        pool
          .query(`SELECT pg_notify('${CHANGES_CHANNEL}', $1)`, [payload])
          // Unreachable database: the listeners elsewhere lose their connection too, and clear
          // their caches when it comes back. The write itself has committed: still acknowledged.
          .then(
            () => resolve(),
            () => resolve(),
          );
      });
    });
    return pending;
  };
  // This process's cache is cleared at once, so it reads its own writes.
  const written = (): Promise<void> => {
    readCache.invalidate();
    return announce();
  };
  const sharedCounters = postgresCounters(pool);
  return {
    kind: 'postgres',
    readCache,
    sharedCounters,
    read: <T extends object>(sql: string, params?: unknown[]) => root.query<T>(sql, params),
    async write<T extends object>(sql: string, params?: unknown[]) {
      try {
        return await root.query<T>(sql, params);
      } finally {
        await written();
      }
    },
    async exec(sql: string) {
      try {
        await root.exec(sql);
      } finally {
        await written();
      }
    },
    async transaction(work, transactionOptions) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
        if (!transactionOptions?.private) await written();
      }
    },
    async close() {
      sharedCounters.close();
      await listener?.close();
      await pool.end();
    },
  };
}
