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

  /** The cached value of `key`, if there is one; loads nothing. */
  lookup(key: string): { value: unknown } | undefined {
    return this.#entries.has(key) ? { value: this.#entries.get(key) } : undefined;
  }

  /**
   * The cached value, or `load`'s. `load` is given a version of the data (a string that changes
   * with every write this cache hears of): a reader with its own state, such as the course index,
   * can skip bringing it up to date when the version is the one it last caught up at.
   */
  async read<T>(key: string, load: (version: DataVersion) => Promise<T>): Promise<T> {
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const running = this.#loading.get(key);
    if (running) return running as Promise<T>;
    const generation = this.#generation;
    const loading = load(`local:${generation}`);
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

/**
 * What a read cache knows of the data when it loads: a string that changes with every write it
 * hears of (every write of this process, and on PostgreSQL every other process's through the
 * change counter and notifications), or null when it cannot tell (no cache, listener down).
 */
export type DataVersion = string | null;

/** No cache: to measure the database path itself (bench/). */
export const noCache = {
  invalidate(): void {},
  read<T>(_key: string, load: (version: DataVersion) => Promise<T>): Promise<T> {
    return load(null);
  },
};

export type ReadCacheLike = Pick<ReadCache, 'invalidate' | 'read'>;
