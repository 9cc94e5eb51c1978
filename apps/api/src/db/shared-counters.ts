import type pg from 'pg';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counters kept in PostgreSQL, so every server process on the database counts together
 * (`rate_limit_hits`, migrations/005). A window starts with a key's first hit and lasts
 * `windowMs`, as @fastify/rate-limit's own in-memory store does.
 */
export interface SharedCounters {
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Deletes the rows of windows that have ended; returns how many. */
  sweep(): Promise<number>;
  close(): void;
}

/**
 * One statement per hit: the insert, or under the row lock ON CONFLICT takes, the increment (or
 * the restart of a window that has ended). So two processes hitting one key at once are counted
 * one after the other and never both see the same count. The database's clock decides, so
 * replicas with skewed clocks still agree on when a window ends.
 */
const HIT_SQL = `INSERT INTO rate_limit_hits AS r (key, hits, expires_at)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
    expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM r.expires_at - now()) * 1000))::int AS ttl`;

/**
 * `sweepEveryMs`: how often ended windows are deleted, so the table holds only the keys seen in
 * the last window or so, however many clients come and go. Every process sweeps; a sweep that
 * finds nothing costs one index scan of an empty range.
 */
export function postgresCounters(
  pool: pg.Pool,
  options: { sweepEveryMs?: number } = {},
): SharedCounters {
  const sweep = async () => {
    const result = await pool.query('DELETE FROM rate_limit_hits WHERE expires_at <= now()');
    return result.rowCount ?? 0;
  };
  const timer = setInterval(
    // An unreachable database only delays the sweep until the next tick.
    () => void sweep().catch(() => undefined),
    options.sweepEveryMs ?? 60_000,
  );
  timer.unref();
  return {
    async hit(key, windowMs) {
      const result = await pool.query<{ hits: number; ttl: number }>(HIT_SQL, [key, windowMs]);
      const [row] = result.rows;
      if (!row) throw new Error('rate_limit_hits: the upsert returned no row');
      return { count: row.hits, ttl: row.ttl };
    },
    sweep,
    close: () => clearInterval(timer),
  };
}
