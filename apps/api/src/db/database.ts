import type { DataVersion, ReadCacheLike } from './read-cache.ts';
import type { SharedCounters } from './shared-counters.ts';

/** A connection's statements: the transaction callback's handle, and migrations. */
export interface Queryable {
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface ReadOptions {
  /**
   * A name unique to this statement's SQL: PostgreSQL then keeps its plan on each connection
   * (a named prepared statement) instead of planning it on every call. For the per-user reads
   * that no cache can answer, where planning a few joins costs several times their execution
   * (apps/api/README.md, Benchmark). Only for SQL that is the same text on every call, with an
   * explicit column list (a prepared `*` fails once a migration adds a column). PGlite, one
   * process, ignores it.
   */
  prepared?: string;
}

export interface TransactionOptions {
  /** Changes only data no public (cached) read shows; see `Database.transaction`. */
  private?: boolean;
}

/**
 * The one database interface the routes see. PGlite and node-postgres both implement it, so every
 * query and transaction below is the same SQL on both.
 *
 * Reads and writes are separate methods, chosen by the caller: the data layer never guesses from
 * the SQL whether a statement changes anything (a regular expression counted
 * `SELECT * FROM edugate_enroll(...)` as a read, so enrolments reached no other process's cache).
 * Every write clears this process's read cache and, on PostgreSQL, bumps the change counter every
 * other process on the database checks before a cached read, before it resolves.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Public reads may be cached here; cleared by every write, in every process. */
  readonly readCache: ReadCacheLike;
  /** One statement that only reads. It clears no cache, so it must change nothing. */
  read<T extends object>(sql: string, params?: unknown[], options?: ReadOptions): Promise<T[]>;
  /**
   * A public read that a hot standby (DATABASE_READ_URL) may answer: cached as `readCache.read`,
   * `load` running its statements on the `PublicReader` it is given (postgres.ts says which).
   * `after`: the caller's data position (`writePosition`) or null; a standby that has not
   * replayed that far leaves the read to the primary. Without a standby, `readCache.read` on
   * this handle.
   */
  publicRead<T>(
    key: string,
    after: bigint | null,
    load: (reader: PublicReader, version: DataVersion) => Promise<T>,
  ): Promise<T>;
  /**
   * How far the writes this process has acknowledged have reached in the primary's log (the
   * `X-Data-Position` a write answers with); null without a standby, where no read can be older.
   */
  writePosition(): string | null;
  /** One statement that may change data, whatever its SQL; counted as a write even if it fails. */
  write<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements without parameters, counted as a write. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: committed if it resolves, rolled back if it throws. Counted
   * as a write once it has ended, unless `options.private` says it changes only data that no
   * public read shows (a learner's own completions, attempts and last position): then every read
   * cache stays, and no other process is told.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Counters every server process on this database shares (the write rate limit). Absent on
   * PGlite, whose data folder belongs to one process: there an in-memory counter is exact.
   */
  readonly sharedCounters?: SharedCounters;
  close(): Promise<void>;
}

/**
 * What a public read's load runs on: the database handle itself (the primary), or the standby,
 * whose `readCache` caches nothing (what it would keep may be older than the primary's cache).
 */
export type PublicReader = Pick<Database, 'read' | 'readCache'>;
