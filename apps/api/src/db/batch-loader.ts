/**
 * Collects the keys asked for while a load is running and fetches them together in the next
 * load (the DataLoader pattern). On single-connection PGlite, 50 simultaneous detail reads
 * otherwise queue up as 50 queries, each paying parse, plan and protocol overhead.
 */
export function batchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, ((value: V | undefined) => void)[]>();
  let failures = new Map<K, ((error: unknown) => void)[]>();
  let running = false;

  async function flush(): Promise<void> {
    running = true;
    while (pending.size > 0) {
      const batch = pending;
      const rejects = failures;
      pending = new Map();
      failures = new Map();
      try {
        const values = await loadMany([...batch.keys()]);
        for (const [key, resolvers] of batch)
          for (const resolve of resolvers) resolve(values.get(key));
      } catch (error) {
        for (const list of rejects.values()) for (const reject of list) reject(error);
      }
    }
    running = false;
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      pending.set(key, [...(pending.get(key) ?? []), resolve]);
      failures.set(key, [...(failures.get(key) ?? []), reject]);
      if (!running) setImmediate(() => void flush());
      running = true;
    });
}
