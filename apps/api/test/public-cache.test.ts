import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePageSql } from '../src/tables/courses-search.ts';
import { ReadCache } from '../src/db/read-cache.ts';
import { PUBLIC_CACHE_CONTROL } from '../src/http/conditional-get.ts';
import { databaseUrl, startTestApi, type TestApi } from './support/harness.ts';

let api: TestApi;
let user: { email: string; token: string };
let courseId: string;

const input = {
  title: 'Cacheable',
  description: 'ETag and 304.',
  imageUrl: 'https://example.com/c.png',
  duration: '2 days',
  category: 'cloud computing',
};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  user = await api.user('etag');
  courseId = (
    await api.request<{ _id: string }>('POST', '/courses', { token: user.token, body: input })
  ).body._id;
});
afterAll(() => api?.close());

describe('the read cache', () => {
  it('is cleared by what the caller calls a write, never by guessing from the SQL', async () => {
    const { db } = api.database;
    let loads = 0;
    const cached = () => db.readCache.read('split-probe', async () => ++loads);
    expect(await cached()).toBe(1);
    // A catalogue search is a WITH query: a read, so the cache stays.
    const { sql, params } = coursePageSql({
      search: '%x%',
      category: 'x',
      skill: null,
      sort: 'rating_desc',
      limit: 1,
      offset: 0,
    });
    await db.read(sql, params);
    expect(await cached()).toBe(1);
    // An enrolment is a SELECT of a function that writes: the caller says so, and it clears.
    await db.write('SELECT 1');
    expect(await cached()).toBe(2);
  });

  it('simultaneous misses of one key share one load, but never across a write', async () => {
    const cache = new ReadCache();
    let loads = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        const value = loads;
        release = () => resolve(value);
      });
    const first = cache.read('k', slow);
    const second = cache.read('k', slow);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(loads).toBe(1);

    cache.invalidate();
    const before = cache.read('k', slow);
    const releaseBefore = release;
    cache.invalidate(); // a write lands while that load runs
    const after = cache.read('k', slow);
    releaseBefore();
    release();
    expect(await before).toBe(2);
    expect(await after).toBe(3);
  });
});

describe('public reads carry ETag and Cache-Control', () => {
  for (const url of ['/courses?limit=5', () => `/courses/${courseId}`]) {
    const path = () => (typeof url === 'string' ? url : url());
    it(`GET ${typeof url === 'string' ? url : '/courses/{id}'}: 304 while unchanged, 200 after a write`, async () => {
      const first = await api.request('GET', path());
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await api.request('GET', path(), { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      // A weak validator and a list of candidates match as well.
      const weak = await api.request('GET', path(), {
        headers: { 'if-none-match': `"other", W/${etag}` },
      });
      expect(weak.status).toBe(304);
      expect(
        (await api.request('GET', path(), { headers: { 'if-none-match': '"other"' } })).status,
      ).toBe(200);

      await api.request('POST', '/enrollments', {
        token: (await api.user('etag-enrol')).token,
        body: { courseId },
      });
      const changed = await api.request('GET', path(), { headers: { 'if-none-match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  }

  it('GET /jobs/{id}: 304 while unchanged, 200 once its poster closes it', async () => {
    const poster = await api.user('etag-job');
    const job = (
      await api.request<{ _id: string }>('POST', '/jobs', {
        token: poster.token,
        body: {
          title: 'Cacheable job',
          company: 'ETag Ltd',
          location: 'Remote',
          salary: 'USD 1 / hour',
          type: 'Contract',
          description: 'Answers 304.',
        },
      })
    ).body;
    const path = `/jobs/${job._id}`;
    const first = await api.request('GET', path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect((await api.request('GET', path, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    await api.request('PATCH', path, { token: poster.token, body: { status: 'closed' } });
    const changed = await api.request<{ status: string }>('GET', path, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('closed');
  });

  it('errors carry no ETag', async () => {
    const missing = await api.request('GET', '/courses/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe.runIf(databaseUrl)('the read cache on PostgreSQL stays exact across processes', () => {
  let other: TestApi;
  beforeAll(async () => {
    // A second server with its own pool (as a second process would have) on the same schema.
    const db = await api.database.openAnother();
    other = await startTestApi({
      seed: false,
      database: { ...api.database, db, close: () => db.close() },
    });
  });
  afterAll(() => other?.close());

  const titleSeenBy = async (server: TestApi) =>
    (await server.request<{ title: string }>('GET', `/courses/${courseId}`)).body.title;

  async function eventually(check: () => Promise<boolean>): Promise<number> {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > 2_000) throw new Error('not seen within 2 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return Date.now() - start;
  }

  it('serves from the cache, and drops it on a write committed anywhere', async () => {
    const raw = new pg.Client({
      connectionString: databaseUrl,
      options: `-c search_path=${String(api.database.config.databaseSchema)}`,
    });
    await raw.connect();
    try {
      await api.request('PUT', `/courses/${courseId}`, {
        token: user.token,
        body: { ...input, title: 'Version 1' },
      });
      await eventually(async () => (await titleSeenBy(other)) === 'Version 1');
      // A read that overlapped the notification is (rightly) not stored: read once more, settled.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await titleSeenBy(other)).toBe('Version 1');

      // A write that fires no trigger (replica mode) is invisible to the cache: proof that the
      // other server really answers from its cache, not from the database.
      await raw.query('SET session_replication_role = replica');
      await raw.query("UPDATE courses SET title = 'Silent' WHERE id = $1", [courseId]);
      await raw.query('SET session_replication_role = origin');
      expect(await titleSeenBy(other)).toBe('Version 1');

      // Any committed write, here from a plain SQL session, notifies every server.
      await raw.query("UPDATE courses SET title = 'Version 2' WHERE id = $1", [courseId]);
      await eventually(async () => (await titleSeenBy(other)) === 'Version 2');
      // A rolled-back write notifies nobody and changes nothing.
      await raw.query('BEGIN');
      await raw.query("UPDATE courses SET title = 'Rolled back' WHERE id = $1", [courseId]);
      await raw.query('ROLLBACK');
      expect(await titleSeenBy(other)).toBe('Version 2');
      expect(await titleSeenBy(api)).toBe('Version 2');
    } finally {
      await raw.end();
    }
  });

  it('stays exact when its listening connection is cut, and caches again once back', async () => {
    const schema = String(api.database.config.databaseSchema);
    const raw = new pg.Client({
      connectionString: databaseUrl,
      options: `-c search_path=${schema}`,
    });
    await raw.connect();
    try {
      const cut = await raw.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`edugate-listener:${schema}`],
      );
      expect(cut.rowCount).toBe(2); // one per server
      // Notifications sent now reach nobody; the servers must not serve what they had cached.
      await raw.query("UPDATE courses SET title = 'While cut' WHERE id = $1", [courseId]);
      await eventually(async () => (await titleSeenBy(other)) === 'While cut');
      // Reconnected (within a few hundred ms): caching again, so a trigger-less write is not seen.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await titleSeenBy(other)).toBe('While cut');
      await raw.query('SET session_replication_role = replica');
      await raw.query("UPDATE courses SET title = 'Silent again' WHERE id = $1", [courseId]);
      await raw.query('SET session_replication_role = origin');
      expect(await titleSeenBy(other)).toBe('While cut');
      await raw.query("UPDATE courses SET title = 'Back' WHERE id = $1", [courseId]);
      await eventually(async () => (await titleSeenBy(other)) === 'Back');
    } finally {
      await raw.end();
    }
  });

  it('a server reads its own writes at once (no waiting for the notification)', async () => {
    for (let round = 0; round < 5; round += 1) {
      await titleSeenBy(api); // cached
      await api.request('PUT', `/courses/${courseId}`, {
        token: user.token,
        body: { ...input, title: `Own write ${round}` },
      });
      expect(await titleSeenBy(api)).toBe(`Own write ${round}`);
    }
  });
});
