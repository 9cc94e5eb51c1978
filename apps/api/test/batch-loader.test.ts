import { describe, expect, it } from 'vitest';
import { batchLoader } from '../src/db/batch-loader.ts';

describe('batchLoader', () => {
  it('loads keys asked for together in one call, and later keys in the next', async () => {
    const calls: string[][] = [];
    const load = batchLoader(async (keys: string[]) => {
      calls.push(keys);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Map(
        keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]),
      );
    });
    const first = [load('a'), load('b'), load('a'), load('missing')];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [load('c'), load('d')];
    expect(await Promise.all([...first, ...second])).toEqual(['A', 'B', 'A', undefined, 'C', 'D']);
    expect(calls).toEqual([
      ['a', 'b', 'missing'],
      ['c', 'd'],
    ]);
  });

  it('rejects every caller of a failed batch and recovers for the next one', async () => {
    let fail = true;
    const load = batchLoader(async (keys: number[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key * 2]));
    });
    const results = await Promise.allSettled([load(1), load(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load(3)).toBe(6);
  });
});
