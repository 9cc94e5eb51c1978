import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, ReadOptions } from './database.ts';
import { publicReadWithStandby, type CounterCheck } from './public-read.ts';
import { openStandby } from './standby.ts';
import { formatWalPosition, walPosition } from './wal-position.ts';
import { CHANGES_CHANNEL, listenForChanges, type ChangeListener } from './change-listener.ts';
import { noCache, ReadCache, type ReadCacheLike } from './read-cache.ts';
import { latestOf } from './latest-of.ts';
import { postgresCounters } from './shared-counters.ts';
import { defined } from '../util/defined.ts';

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
    /** A hot standby of this database (DATABASE_READ_URL) for public reads (public-read.ts). */
    readUrl?: string;
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
  // Other processes write to this database too. A cached read is exact by the change counter
  // (migrations/011): every API process bumps it after its writes commit and before it answers
  // them (`announce` below), and a cached read first reads it, and empties the cache if it moved.
  // Change notifications (migrations/002's triggers for other sessions, `announce` for API
  // processes) empty it too, and the cache is only used while LISTEN is in place.
  const [current] = (
    await pool.query<{ schema: string | null }>('SELECT current_schema() AS schema')
  ).rows;
  const schema = options.schema ?? current?.schema ?? 'public';
  const counterName = `"${schema.replaceAll('"', '""')}".edugate_change_counter`;
  // This process's own announcements carry its id, so its listener can skip them: it has
  // already cleared its cache for those writes.
  const payload = `${schema}.api.${randomUUID()}`;
  let listener: ChangeListener | null = null;
  let readCache: ReadCacheLike = noCache;
  let cache: ReadCache | null = null;
  /** The counter check before a cached read; null: no cache now (none, or listener down). */
  let check: () => Promise<CounterCheck | null> = () => Promise.resolve(null);
  if (options.readCache !== false) {
    const entries = new ReadCache();
    cache = entries;
    /** Notifications heard (other sessions' writes, a lost connection): part of the version. */
    let heard = 0;
    const changes = await listenForChanges(
      connectionString,
      schema,
      () => {
        heard += 1;
        entries.invalidate();
      },
      { ignore: payload },
    );
    listener = changes;
    // On the listening connection: it is otherwise idle, so a check never waits for the pool.
    // With the primary's log position, which tells whether a standby holds every write
    // acknowledged so far (public-read.ts).
    const counter = latestOf(async () => {
      const [row] = await changes.query<{ value: number; position: string }>(
        `SELECT last_value AS value, pg_current_wal_lsn()::text AS position FROM ${counterName}`,
      );
      const { value, position } = defined(row, 'the change counter');
      return { value, position: defined(walPosition(position), 'the primary log position') };
    });
    /** The counter the entries in `cache` were read after; null: none read yet. */
    let seen: number | null = null;
    check = async () => {
      if (!changes.listening) return null;
      let read: { value: number; position: bigint };
      try {
        read = await counter();
      } catch {
        // Listening connection lost (or no counter yet): as when not listening, no cache.
        return null;
      }
      if (!changes.listening) return null;
      if (read.value !== seen) {
        seen = read.value;
        entries.invalidate();
      }
      // Every write acknowledged before this read had bumped the counter to `value` at most;
      // a notification heard meanwhile (another session's write) moves the version too.
      return { version: `${read.value}:${heard}`, position: read.position };
    };
    readCache = {
      invalidate: () => entries.invalidate(),
      async read(key, load) {
        const checked = await check();
        if (!checked) return load(null);
        return entries.read(key, () => load(checked.version));
      },
    };
  }
  const standby = options.readUrl
    ? openStandby(options.readUrl, { schema: options.schema, poolSize: options.poolSize })
    : null;
  /** The furthest log position an announcement after this process's writes saw (standby only). */
  let written: bigint | null = null;
  // Every write tells the other processes, by whatever SQL it ran, and only then resolves: one
  // statement after the write committed bumps the change counter and sends a NOTIFY. Once a write
  // is acknowledged its bump is visible, so a read that starts afterwards in any process finds
  // the counter moved and does not answer from what it cached before (the NOTIFY empties the
  // other processes' caches too, usually before their next read). Not inside the
  // write's transaction: a bump there could be read, and older data cached after it, before the
  // write commits; and a NOTIFY there would hold a database-wide lock through the commit
  // (migrations/004). One statement for all the writes that finished in the same turn of the
  // event loop, since each NOTIFY's commit is serialised database-wide. A write that finishes
  // while one is under way waits for the next one: the earlier bump may have been read, and
  // older data cached elsewhere, before its commit.
  let pending: Promise<void> | null = null;
  const announce = (): Promise<void> => {
    pending ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        pending = null;
        pool
          .query<{ position: string }>(
            `SELECT pg_notify('${CHANGES_CHANNEL}', $1), nextval($2),
              pg_current_wal_lsn()::text AS position`,
            [payload, counterName],
          )
          // Unreachable database: the listeners elsewhere lose their connection too, and bypass
          // and then clear their caches until it comes back. The write itself has committed:
          // still acknowledged.
          .then(
            (result) => {
              // After the writes' commits: a position at least as far as each of them.
              const position = walPosition(result.rows[0]?.position ?? '');
              if (position !== null && (written === null || position > written)) written = position;
              resolve();
            },
            () => resolve(),
          );
      });
    });
    return pending;
  };
  // This process's cache is cleared at once, so it reads its own writes.
  const afterWrite = (): Promise<void> => {
    readCache.invalidate();
    return announce();
  };
  const sharedCounters = postgresCounters(pool);
  let withStandby: Database['publicRead'] | null = null;
  const handle: Database = {
    kind: 'postgres',
    readCache,
    sharedCounters,
    async read<T extends object>(sql: string, params: unknown[] = [], options?: ReadOptions) {
      if (!options?.prepared) return root.query<T>(sql, params);
      const result = await pool.query<T & pg.QueryResultRow>({
        name: options.prepared,
        text: sql,
        values: params,
      });
      return result.rows;
    },
    publicRead: (key, after, load) =>
      withStandby
        ? withStandby(key, after, load)
        : readCache.read(key, (version) => load(handle, version)),
    writePosition: () => (standby && written !== null ? formatWalPosition(written) : null),
    async write<T extends object>(sql: string, params?: unknown[]) {
      try {
        return await root.query<T>(sql, params);
      } finally {
        await afterWrite();
      }
    },
    async exec(sql: string) {
      try {
        await root.exec(sql);
      } finally {
        await afterWrite();
      }
    },
    async transaction(work, transactionOptions) {
      const client = await pool.connect();
      // The pool stops listening for a connection's errors while it is lent out. A connection
      // lost between two statements (the primary died, a failover cut it) is then reported only
      // as an 'error' event, which would end the process unheard; the next statement fails.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onLost);
        // A lost connection is closed, not lent again.
        client.release(lost);
        if (!transactionOptions?.private) await afterWrite();
      }
    },
    async close() {
      sharedCounters.close();
      await listener?.close();
      await standby?.close();
      await pool.end();
    },
  };
  if (standby) withStandby = publicReadWithStandby(handle, cache, check, standby);
  return handle;
}
