import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { Course } from './support/types.ts';

/**
 * The catalogue's search (ADR 16, ADR 18) over the seed and 12,000 generated courses: ranked
 * ('Best match'), prefixes, one typo forgiven, short words over the whole catalogue, a category's
 * name, and an exact total however many courses match.
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
  // Deep in the order (oldest): a short word and a typo target only a full search finds.
  await api.database.db.write(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
       added_by_name, added_at, total_seats)
     VALUES ('Go concurrency patterns', 'Channels and goroutines.', '/assets/x.svg', '2 weeks',
       'web development', 'scale@edugate.example', 'Scale', now() - interval '10 years', 10),
       ('Quantum annealing basics', 'Optimisation with AI hardware.', '/assets/x.svg', '2 weeks',
       'data science', 'scale@edugate.example', 'Scale', now() - interval '11 years', 10),
       ('Intro to sensors', 'A course about quantum annealing in practice.', '/assets/x.svg',
       '2 weeks', 'data science', 'scale@edugate.example', 'Scale', now() - interval '1 day', 10)`,
  );
}, 120_000);
afterAll(() => api?.close());

async function search(q: string, sort = 'relevance', extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ q, sort, limit: '20', ...extra });
  const response = await api.request<Course[]>('GET', `/courses?${params}`);
  expect(response.status).toBe(200);
  return {
    titles: response.body.map((course) => course.title),
    total: Number(response.headers['x-total-count']),
    exact: response.headers['x-total-count-exact'],
  };
}

describe('search', () => {
  it('ranks a title match above a description match, and newer first among equals', async () => {
    const got = await search('quantum annealing');
    expect(got.titles.slice(0, 2)).toEqual(['Quantum annealing basics', 'Intro to sensors']);
    // Newest first puts the description match first.
    expect((await search('quantum annealing', 'addedAt_desc')).titles[0]).toBe('Intro to sensors');
  });

  it('matches a prefix and forgives one typo in a word of five letters or more', async () => {
    expect((await search('quant')).titles[0]).toBe('Quantum annealing basics');
    expect((await search('quantun')).titles[0]).toBe('Quantum annealing basics');
    expect((await search('anealing basics')).titles).toEqual(['Quantum annealing basics']);
    // Four letters are not corrected.
    expect((await search('annx')).total).toBe(0);
  });

  it('finds a two- and a one-letter word anywhere in the catalogue', async () => {
    expect((await search('go')).titles).toContain('Go concurrency patterns');
    expect((await search('AI')).titles).toContain('Quantum annealing basics');
  });

  it("finds a category's courses by its name", async () => {
    const inCategory = await api.database.db.read<{ n: number }>(
      `SELECT count(*)::int AS n FROM courses WHERE category_key = 'cybersecurity'`,
    );
    const got = await search('cybersecurity');
    expect(got.total).toBeGreaterThanOrEqual(inCategory[0]?.n ?? 0);
  });

  it('counts exactly, however many courses match', async () => {
    const count = async (where: string) => {
      const [row] = await api.database.db.read<{ n: number }>(
        `SELECT count(*)::int AS n FROM courses WHERE ${where}`,
      );
      return row?.n;
    };
    const web = await search('web development');
    expect(web.total).toBe(
      await count(`title || ' ' || category || ' ' || description ~* '\\mweb' AND
        title || ' ' || category || ' ' || description ~* '\\mdevelopment'`),
    );
    expect(web.exact).toBe('true');
    const all = await search('course');
    expect(all.total).toBe(await count(`title || ' ' || description ~* '\\mcourse'`));
    expect(all.total).toBeGreaterThan(GENERATED);
    expect(all.exact).toBe('true');
    expect((await search('course', 'relevance', { offset: '11000' })).titles).toHaveLength(20);
  });

  it('finds a course added through the API at once, and forgets it when deleted', async () => {
    expect((await search('zyxwvut')).total).toBe(0);
    await api.database.db.write(
      `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
         added_by_name, total_seats)
       VALUES ('Zyxwvut mastery', 'x', '/assets/x.svg', '1 week', 'web development', 'a@b.c', 'A', 5)`,
    );
    expect((await search('zyxwvt')).titles).toEqual(['Zyxwvut mastery']);
  });

  it('keeps the 400 for a term over 200 characters', async () => {
    const response = await api.request('GET', `/courses?q=${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
  });
});
