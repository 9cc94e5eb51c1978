import type { ReadCacheLike } from './read-cache.ts';

/**
 * The one database interface the routes see. PGlite and node-postgres both implement it,
 * so every query and transaction below is the same SQL on both.
 */
export interface Queryable {
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Public reads may be cached here; cleared by every write through this handle. */
  readonly readCache: ReadCacheLike;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
