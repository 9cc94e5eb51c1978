import pg from 'pg';

/**
 * The channel every committed change is announced on: by each API process after its writes
 * (postgres.ts), and by migrations/002's triggers for every other session.
 */
export const CHANGES_CHANNEL = 'edugate_changes';

export interface ChangeListener {
  /** True while LISTEN is in place; without it no notification can arrive, so nothing may be cached. */
  readonly listening: boolean;
  /**
   * Runs one statement on the listening connection, which is otherwise idle (rejects while it is
   * down). Its search_path is the server's default: name objects with their schema.
   */
  query<T extends object>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Holds one connection that LISTENs for the tables' change notifications and calls `onChange`
 * for each one about `schema` (or whenever the connection is lost or regained, since changes may
 * have been missed meanwhile). Reconnects with a growing delay while the database is away.
 * `ignore` is this process's own payload: it has cleared its cache for those writes already.
 * `queryTimeoutMs`: how long `query` waits before taking the connection for dead (5 s).
 */
export async function listenForChanges(
  connectionString: string,
  schema: string,
  onChange: () => void,
  options: { ignore?: string; queryTimeoutMs?: number } = {},
): Promise<ChangeListener> {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryDelay = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  // Bound to one connection: a late event from a connection already replaced must not touch the
  // new one.
  const lost = (which: pg.Client) => {
    if (which !== client) return;
    listening = false;
    onChange();
    const dead = client;
    client = null;
    dead?.end().catch(() => undefined);
    if (!closed) {
      retryTimer = setTimeout(() => void connect().catch(() => undefined), retryDelay);
      retryTimer.unref();
      retryDelay = Math.min(retryDelay * 2, 10_000);
    }
  };

  async function connect(): Promise<void> {
    // Named, so an operator (or a test) can find this connection in pg_stat_activity.
    const next = new pg.Client({
      connectionString,
      application_name: `edugate-listener:${schema}`,
    });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const payload = message.payload;
      if (payload?.startsWith(`${schema}.`) && payload !== options.ignore) onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(next);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    retryDelay = 250;
    listening = true;
    // Anything committed while we were not listening is unknown: start from an empty cache.
    onChange();
  }

  await connect().catch(() => undefined);
  return {
    get listening() {
      return listening;
    },
    async query<T extends object>(sql: string) {
      const which = client;
      if (!listening || !which) throw new Error('the listening connection is down');
      // A connection that cannot answer in this time is taken for dead (its notifications are
      // not arriving either): dropped and replaced, and the waiting caller reads without a cache.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          lost(which);
          reject(new Error('the listening connection did not answer'));
        }, options.queryTimeoutMs ?? 5_000);
        timer.unref();
      });
      try {
        const result = await Promise.race([which.query<T & pg.QueryResultRow>(sql), timeout]);
        return result.rows;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listening = false;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
