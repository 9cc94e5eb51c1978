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

  constructor(private readonly maxEntries = 20_000) {}

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const generation = this.#generation;
    const value = await load();
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
