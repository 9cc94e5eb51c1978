import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_TOTAL_BOUND,
  SHORT_SEARCH_WINDOW,
  type CourseSort,
} from '../src/tables/courses-search.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { Course } from './support/types.ts';

/**
 * Search over a catalogue larger than the short-term window (12,000 generated courses beside the
 * seed): every page is the one the plain query `ILIKE ... ORDER BY ... LIMIT ... OFFSET` gives,
 * and `X-Total-Count` is exact up to SEARCH_TOTAL_BOUND, with `X-Total-Count-Exact` saying which.
 */
let api: TestApi;
const GENERATED = 12_000;

beforeAll(async () => {
  api = await startTestApi();
  await api.database.db.write(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
       added_by_name, added_at, total_seats, enrollments, rating, rating_count)
     SELECT 'Scale course ' || n, 'Generated entry number ' || n || '.', '/assets/x.svg', '4 weeks',
       (ARRAY['web development','data science','cybersecurity'])[1 + n % 3], 'scale@edugate.example',
       'Scale', now() - n * interval '1 minute', 100, n % 7, round((3 + (n % 20) / 10.0)::numeric, 1),
       1 + n % 40
     FROM generate_series(1, $1::int) AS n`,
    [GENERATED],
  );
}, 120_000);
afterAll(() => api?.close());

const ORDER: Record<CourseSort, string> = {
  addedAt_desc: 'added_at DESC, id',
  enrollments_desc: 'enrollments DESC, id',
  rating_desc: 'rating DESC NULLS LAST, rating_count DESC, added_at DESC, id',
};

interface Case {
  q: string;
  sort: CourseSort;
  offset: number;
  category?: string;
}

/** The page and the count the plain, unbounded query gives, optionally within a window. */
async function reference({ q, sort, offset, category }: Case, window?: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const inCategory = category ? `WHERE category_key = lower($2)` : '';
  const source = `(SELECT * FROM courses ${inCategory} ORDER BY ${ORDER[sort]}
    ${window ? `LIMIT ${window}` : ''}) AS c`;
  const params = category ? [pattern, category] : [pattern];
  const matches = `FROM ${source} WHERE (title ILIKE $1 OR description ILIKE $1)`;
  const page = await api.database.db.read<{ id: string }>(
    `SELECT id ${matches} ORDER BY ${ORDER[sort]} LIMIT 20 OFFSET ${offset}`,
    params,
  );
  const [count] = await api.database.db.read<{ n: number }>(
    `SELECT count(*)::int AS n ${matches}`,
    params,
  );
  return { ids: page.map((row) => row.id), count: count?.n ?? 0 };
}

async function search({ q, sort, offset, category }: Case) {
  const params = new URLSearchParams({ q, sort, offset: String(offset), limit: '20' });
  if (category) params.set('category', category);
  const response = await api.request<Course[]>('GET', `/courses?${params}`);
  expect(response.status).toBe(200);
  return {
    ids: response.body.map((course) => course._id),
    total: Number(response.headers['x-total-count']),
    exact: response.headers['x-total-count-exact'],
  };
}

describe(`search over ${GENERATED.toLocaleString('en')} generated courses`, () => {
  const cases: Case[] = [
    { q: 'course', sort: 'addedAt_desc', offset: 0 },
    { q: 'COURSE', sort: 'rating_desc', offset: 980 },
    { q: 'number 7', sort: 'enrollments_desc', offset: 0 },
    { q: 'number 7', sort: 'rating_desc', offset: 400, category: 'Data Science' },
    { q: 'number 42', sort: 'addedAt_desc', offset: 0 },
    { q: 'number 42', sort: 'rating_desc', offset: 100 },
    { q: 'entry number 4217.', sort: 'addedAt_desc', offset: 0 },
    { q: 'zzzz', sort: 'addedAt_desc', offset: 0 },
    { q: '100%', sort: 'addedAt_desc', offset: 0 },
    { q: 'ber 1', sort: 'enrollments_desc', offset: 2_000, category: 'cybersecurity' },
  ];
  for (const one of cases) {
    it(`q=${one.q}, ${one.sort}, offset ${one.offset}${one.category ? `, ${one.category}` : ''}: the plain query's page; total exact up to ${SEARCH_TOTAL_BOUND}`, async () => {
      const expected = await reference(one);
      const got = await search(one);
      expect(got.ids).toEqual(expected.ids);
      expect(got.total).toBe(Math.min(expected.count, SEARCH_TOTAL_BOUND));
      expect(got.exact).toBe(String(expected.count <= SEARCH_TOTAL_BOUND));
    });
  }

  it('both kinds of total occur above', async () => {
    expect(
      (await reference({ q: 'number 7', sort: 'addedAt_desc', offset: 0 })).count,
    ).toBeGreaterThan(SEARCH_TOTAL_BOUND);
    expect(
      (await reference({ q: 'number 42', sort: 'addedAt_desc', offset: 0 })).count,
    ).toBeLessThanOrEqual(SEARCH_TOTAL_BOUND);
  });

  const short: Case[] = [
    { q: 'q', sort: 'addedAt_desc', offset: 0 },
    { q: '7', sort: 'rating_desc', offset: 60 },
    { q: '42', sort: 'enrollments_desc', offset: 0 },
    { q: '42', sort: 'addedAt_desc', offset: 20, category: 'web development' },
  ];
  for (const one of short) {
    it(`q=${one.q} (shorter than three characters), ${one.sort}: the first ${SHORT_SEARCH_WINDOW.toLocaleString('en')} courses of the order`, async () => {
      const inWindow = await reference(one, SHORT_SEARCH_WINDOW);
      const got = await search(one);
      expect(got.ids).toEqual(inWindow.ids);
      expect(got.total).toBe(Math.min(inWindow.count, SEARCH_TOTAL_BOUND));
      // The catalogue is larger than the window, unless the category fits in it.
      const whole = one.category !== undefined;
      expect(got.exact).toBe(String(whole && inWindow.count <= SEARCH_TOTAL_BOUND));
      if (whole) expect(inWindow).toEqual(await reference(one));
    });
  }

  it('without q the total is exact and says so', async () => {
    const response = await api.request<Course[]>(
      'GET',
      '/courses?category=cybersecurity&offset=20',
    );
    expect(response.headers['x-total-count-exact']).toBe('true');
    const [count] = await api.database.db.read<{ n: number }>(
      `SELECT count(*)::int AS n FROM courses WHERE category_key = 'cybersecurity'`,
    );
    expect(Number(response.headers['x-total-count'])).toBe(count?.n);
  });
});
