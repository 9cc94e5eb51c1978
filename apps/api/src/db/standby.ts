import pg from 'pg';
import { walPosition } from './wal-position.ts';

/** A connection to the standby, and how far the standby had replayed when it was taken. */
export interface StandbyConnection {
  client: pg.PoolClient;
  replayed: bigint;
}

export interface Standby {
  /**
   * A connection, or null when the standby cannot answer now: unreachable, or no longer in
   * recovery (promoted, or pointed at a server that is not a standby), so how current it is
   * cannot be told. After a failure it is not asked again for `retryAfterMs`, so a standby that
   * is down costs the reads one failed connection attempt now and then, not one each.
   */
  connect(): Promise<StandbyConnection | null>;
  close(): Promise<void>;
}

/**
 * A pool on a hot standby (DATABASE_READ_URL). The replay position is read on the very connection
 * the read will use: behind a load balancer over several standbys, another connection may be on
 * another server, further behind.
 */
export function openStandby(
  connectionString: string,
  options: { schema?: string; poolSize: number; retryAfterMs?: number },
): Standby {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize,
    // A standby that does not answer must not hold a read for longer than the primary would take.
    connectionTimeoutMillis: 2_000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => undefined);
  // The pool stops listening for a connection's errors while it is lent out, and a connection
  // lost then (the standby restarting, or promoted in a failover) is reported only as an 'error'
  // event, which would end the process unheard. Heard here, the reader's next query fails and the
  // primary answers instead (public-read.ts).
  pool.on('connect', (client) => client.on('error', () => undefined));
  let downUntil = 0;
  const down = () => {
    downUntil = Date.now() + (options.retryAfterMs ?? 5_000);
    return null;
  };
  return {
    async connect() {
      if (Date.now() < downUntil) return null;
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch {
        return down();
      }
      try {
        const result = await client.query<{ standby: boolean; replayed: string | null }>(
          'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
        );
        const [row] = result.rows;
        const replayed = row?.standby && row.replayed ? walPosition(row.replayed) : null;
        if (replayed === null) {
          client.release();
          return down();
        }
        return { client, replayed };
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        return down();
      }
    },
    close: () => pool.end(),
  };
}
