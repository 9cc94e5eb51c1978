import type pg from 'pg';
import type { Database, PublicReader } from './database.ts';
import { noCache, type DataVersion, type ReadCache } from './read-cache.ts';
import type { Standby } from './standby.ts';

/** What the change counter check found (postgres.ts): the cache's version, and the primary's log position then. */
export interface CounterCheck {
  version: string;
  /** `pg_current_wal_lsn()` read with the counter: every acknowledged write's commit is before it. */
  position: bigint;
}

function standbyReader(client: pg.PoolClient): PublicReader {
  return {
    async read<T extends object>(sql: string, params: unknown[] = []) {
      const result = await client.query<T & pg.QueryResultRow>(sql, params);
      return result.rows;
    },
    readCache: noCache,
  };
}

/**
 * `Database.publicRead` with a standby. In order:
 * - an entry of the read cache answers, as without a standby (it is never older than the primary
 *   was when the read started: read-cache.ts);
 * - a standby that has replayed up to the primary's position at the counter check holds every
 *   write acknowledged before this read: it answers, and the answer is cached as the primary's;
 * - otherwise a standby that has replayed up to the caller's position (`after`, from one of its
 *   own writes), or any standby for a caller with none, answers, uncached: it may be behind
 *   other people's writes, never the caller's own;
 * - otherwise, and whenever the standby is down or fails, the primary answers, as without one.
 */
export function publicReadWithStandby(
  primary: Database,
  cache: ReadCache | null,
  check: () => Promise<CounterCheck | null>,
  standby: Standby,
): Database['publicRead'] {
  return async <T>(
    key: string,
    after: bigint | null,
    load: (reader: PublicReader, version: DataVersion) => Promise<T>,
  ): Promise<T> => {
    const checked = cache ? await check() : null;
    if (checked && cache) {
      const hit = cache.lookup(key);
      if (hit) return hit.value as T;
    }
    const connection = await standby.connect();
    if (connection) {
      const reader = standbyReader(connection.client);
      let failure: Error | undefined;
      try {
        if (checked && cache && connection.replayed >= checked.position) {
          return await cache.read(key, () => load(reader, null));
        }
        if (after === null || connection.replayed >= after) return await load(reader, null);
      } catch (error) {
        // A query cancelled by replay, a standby restarting: the primary answers instead.
        failure = error instanceof Error ? error : new Error(String(error));
      } finally {
        connection.client.release(failure);
      }
    }
    if (checked && cache) return cache.read(key, () => load(primary, checked.version));
    return load(primary, null);
  };
}
