import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/db/read-cache.ts';
import { latestOf } from '../src/db/latest-of.ts';
import { startTestApi, type TestApi } from './support/harness.ts';

describe('ReadCache', () => {
  it('serves a stored value until the next write', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    cache.invalidate();
    expect(await cache.read('k', load)).toBe(2);
  });

  it('never stores a value whose read overlapped a write', async () => {
    const cache = new ReadCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.read('k', async () => 'fresh')).toBe('fresh');
  });

  it('drops the oldest entry when full', async () => {
    const cache = new ReadCache(2);
    await cache.read('a', async () => 1);
    await cache.read('b', async () => 2);
    await cache.read('c', async () => 3);
    expect(await cache.read('a', async () => 10)).toBe(10);
    expect(await cache.read('c', async () => 30)).toBe(3);
  });
});

describe('latestOf (the change counter check on PostgreSQL)', () => {
  it('answers each caller from a check started after it asked, shared by those who wait', async () => {
    const releases: (() => void)[] = [];
    let started = 0;
    const get = latestOf(
      () =>
        new Promise<number>((resolve) => {
          const value = (started += 1);
          releases.push(() => resolve(value));
        }),
    );
    const first = get();
    // Asked while check 1 is under way: it may have read the counter before they asked.
    const second = get();
    const third = get();
    expect(started).toBe(1);
    releases[0]?.();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(2);
    releases[1]?.();
    expect([await second, await third]).toEqual([2, 2]);
    // Nothing under way: a new caller starts its own check at once.
    const fourth = get();
    expect(started).toBe(3);
    releases[2]?.();
    expect(await fourth).toBe(3);
  });

  it('a failed check fails only its callers; the next caller starts afresh', async () => {
    let calls = 0;
    const get = latestOf(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(get()).rejects.toThrow('connection lost');
    expect(await get()).toBe(2);
  });
});

describe('cached reads through the API', () => {
  let api: TestApi;
  let user: { email: string; token: string };
  beforeAll(async () => {
    api = await startTestApi({ seed: false });
    user = await api.user('cache');
  });
  afterAll(() => api?.close());

  it('a read after any write sees the write', async () => {
    const body = {
      title: 'Cached',
      description: 'Read, write, read.',
      imageUrl: 'https://example.com/c.png',
      duration: '1 day',
      category: 'ui/ux design',
    };
    const created = await api.request<{ _id: string }>('POST', '/courses', {
      token: user.token,
      body,
    });
    const id = created.body._id;
    const read = () => api.request<{ enrollments: number; title: string }>('GET', `/courses/${id}`);
    const list = () => api.request<{ enrollments: number }[]>('GET', '/courses');
    const seats = () => api.request<{ availableSeats: number }>('GET', `/enrollments/seats/${id}`);
    expect((await read()).body.enrollments).toBe(0);
    expect((await list()).body[0]?.enrollments).toBe(0);
    expect((await seats()).body.availableSeats).toBe(30);

    // A learner, not the course's author (who may not enrol in their own course).
    const learner = await api.user('cache-learner');
    await api.request('POST', '/enrollments', { token: learner.token, body: { courseId: id } });
    expect((await read()).body.enrollments).toBe(1);
    expect((await list()).body[0]?.enrollments).toBe(1);
    expect((await seats()).body.availableSeats).toBe(29);

    await api.request('PUT', `/courses/${id}`, {
      token: user.token,
      body: { ...body, title: 'Renamed' },
    });
    expect((await read()).body.title).toBe('Renamed');

    // A write straight through the database handle (no route) invalidates too.
    await api.database.db.write('UPDATE courses SET total_seats = 5 WHERE id = $1', [id]);
    expect((await seats()).body.availableSeats).toBe(4);

    await api.request('DELETE', `/courses/${id}`, { token: user.token });
    expect((await read()).status).toBe(404);
    expect((await list()).body).toEqual([]);
  });
});
