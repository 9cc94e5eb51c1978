/**
 * Results of public reads, kept until the next write.
 *
 * Exact, not merely fresh-ish, because every write is known: each one goes through the database
 * handle's `write`, `exec` or `transaction` (database.ts), which clears this cache. On PostgreSQL
 * it also bumps a change counter before it is acknowledged, and every process checks that counter
 * before a cached read and clears its cache when it moved, so a write acknowledged by one process
 * is in any other's next read (postgres.ts; notifications, change-listener.ts, clear them too).
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

/** No cache: to measure the database path itself (bench/). */
export const noCache = {
  invalidate(): void {},
  read<T>(_key: string, load: () => Promise<T>): Promise<T> {
    return load();
  },
};

export type ReadCacheLike = Pick<ReadCache, 'invalidate' | 'read'>;
