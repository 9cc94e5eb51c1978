import { describe, expect, it } from 'vitest';
import { listenForChanges } from '../src/db/change-listener.ts';
import { databaseUrl } from './support/harness.ts';

/**
 * The listening connection also answers the read cache's change-counter check (postgres.ts), so
 * a connection that stops answering must not hold cached reads forever: it is taken for dead and
 * replaced. PostgreSQL only (PGlite has no second connection).
 */
describe.runIf(databaseUrl)('the listening connection', () => {
  it('answers queries, and is replaced when one takes longer than queryTimeoutMs', async () => {
    let changes = 0;
    const listener = await listenForChanges(
      String(databaseUrl),
      'change_listener_test',
      () => (changes += 1),
      { queryTimeoutMs: 300 },
    );
    try {
      expect(listener.listening).toBe(true);
      expect(await listener.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      const before = changes;
      await expect(listener.query('SELECT pg_sleep(5)')).rejects.toThrow('did not answer');
      // Lost: nothing may be cached from now until it is back, and the cache is cleared.
      expect(listener.listening).toBe(false);
      expect(changes).toBeGreaterThan(before);
      await expect(listener.query('SELECT 1')).rejects.toThrow('down');
      const deadline = Date.now() + 5_000;
      while (!listener.listening) {
        if (Date.now() > deadline) throw new Error('not listening again within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await listener.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await listener.close();
    }
  });
});
