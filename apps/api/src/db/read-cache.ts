/**
 * Results of public reads, kept until the next write through the same database handle.
 *
 * Only for embedded PGlite: its data folder belongs to this one process, so every write passes
 * through the handle and can clear the cache, which makes the cache exact rather than merely
 * fresh-ish. A shared PostgreSQL has other writers, so it gets no cache at all.
 *
 * A read that started before a write finished is tagged with the older generation and never
 * stored, so a value computed from pre-write data cannot outlive the write.
 */
export class ReadCache {
  #generation = 0;
  readonly #entries = new Map<string, unknown>();
  /**
   * Loads under way since the last write: simultaneous misses of one key share one query instead
   * of 50 identical ones. Cleared with the cache, so a read that starts after a write never joins
   * a load that started before it.
   */
  readonly #loading = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 20_000) {}

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const running = this.#loading.get(key);
    if (running) return running as Promise<T>;
    const generation = this.#generation;
    const loading = load();
    this.#loading.set(key, loading);
    let value: T;
    try {
      value = await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
    if (generation === this.#generation) {
      if (this.#entries.size >= this.maxEntries) {
        // Maps iterate in insertion order: drop the oldest entry.
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, value);
    }
    return value;
  }
}

/** The no-op stand-in for databases with other writers. */
export const noCache = {
  invalidate(): void {},
  read<T>(_key: string, load: () => Promise<T>): Promise<T> {
    return load();
  },
};

export type ReadCacheLike = Pick<ReadCache, 'invalidate' | 'read'>;

/**
 * Whether a statement only reads (and so leaves the read cache alone): a SELECT, or a WITH query
 * whose parts are all SELECTs. Only this server's own SQL is classified, never user text.
 */
export function isReadOnly(sql: string): boolean {
  if (/^\s*SELECT\b/i.test(sql)) return true;
  return /^\s*WITH\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE|MERGE)\b/i.test(sql);
}
