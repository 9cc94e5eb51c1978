import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareByRating } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { readCatalogue, readSeedCourses } from '../src/seed/courses.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import { asCreated } from './support/new-course.ts';
import { defined } from '../src/util/defined.ts';
import type { Course } from './support/types.ts';

const input = {
  title: 'Testing APIs for Real',
  description: 'Contract tests that execute the contract.',
  imageUrl: 'https://example.com/image.png',
  duration: '3 weeks',
  category: 'web development',
};

/** The seeded courses: one per folder of content/curricula (fewer while courses are written). */
const seeded = readSeedCourses();

let api: TestApi;
let owner: { email: string; token: string };
let other: { email: string; token: string };

beforeAll(async () => {
  api = await startTestApi();
  [owner, other] = await Promise.all([api.user('owner', 'Olivia Owner'), api.user('other', null)]);
});
afterAll(() => api?.close());

describe('GET /courses', () => {
  it('returns 20 newest courses by default with the total in X-Total-Count', async () => {
    // Every course of catalogue.yaml written, the catalogue has a second page.
    expect(readCatalogue().size).toBeGreaterThan(20);
    const response = await api.request<Course[]>('GET', '/courses');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(Math.min(20, seeded.length));
    const total = Number(response.headers['x-total-count']);
    expect(total).toBe(seeded.length);
    const dates = response.body.map((course) => Date.parse(course.addedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('sorts by enrollments, descending, and by rating as Highest Rated orders it', async () => {
    // Every seeded course has reviews: an author's new course is the unrated one.
    const unrated = await api.request<Course>('POST', '/courses', {
      body: { ...input, title: 'Not rated yet' },
      token: owner.token,
    });
    expect(unrated.status).toBe(201);
    const response = await api.request<Course[]>('GET', `/courses?sort=enrollments_desc&limit=100`);
    expect(response.status).toBe(200);
    const values = response.body.map((course) => course.enrollments);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Rating, then ratingCount, then newest; unrated courses last.
    const rated = await api.request<Course[]>('GET', `/courses?sort=rating_desc&limit=100`);
    expect(rated.body).toEqual([...rated.body].sort(compareByRating));
    expect(rated.body.some((course) => course.rating === null)).toBe(true);
    expect(rated.body.at(-1)?.rating).toBeNull();
    await api.request('DELETE', `/courses/${unrated.body._id}`, { token: owner.token });
  });

  it('pages with limit and offset without overlap, and the header counts all matches', async () => {
    const all = await api.request<Course[]>('GET', '/courses?limit=100&sort=rating_desc');
    const first = await api.request<Course[]>('GET', '/courses?limit=7&offset=0&sort=rating_desc');
    const second = await api.request<Course[]>('GET', '/courses?limit=7&offset=7&sort=rating_desc');
    expect(first.body.map((c) => c._id)).toEqual(all.body.slice(0, 7).map((c) => c._id));
    expect(second.body.map((c) => c._id)).toEqual(all.body.slice(7, 14).map((c) => c._id));
    expect(second.headers['x-total-count']).toBe(String(all.body.length));
    const beyond = await api.request<Course[]>('GET', '/courses?offset=10000');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(all.body.length));
  });

  it('searches title, description and skills taught case-insensitively', async () => {
    const response = await api.request<Course[]>('GET', '/courses?q=JAVASCRIPT&limit=100');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const course of response.body) {
      expect(
        `${course.title} ${course.description} ${course.skills.join(' ')}`.toLowerCase(),
      ).toContain('javascript');
    }
    expect(response.headers['x-total-count']).toBe(String(response.body.length));
    const literal = await api.request<Course[]>('GET', `/courses?q=${encodeURIComponent('100%_')}`);
    expect(literal.body).toEqual([]);
  });

  it('filters by exact category, case-insensitively; all means no filter', async () => {
    const response = await api.request<Course[]>(
      'GET',
      '/courses?category=Data%20Science&limit=100',
    );
    expect(response.body.length).toBeGreaterThan(0);
    expect(new Set(response.body.map((c) => c.category))).toEqual(new Set(['data science']));
    const partial = await api.request<Course[]>('GET', '/courses?category=data');
    expect(partial.body).toEqual([]);
    expect(partial.headers['x-total-count']).toBe('0');
    const everything = await api.request<Course[]>('GET', '/courses?category=all&limit=1');
    expect(Number(everything.headers['x-total-count'])).toBe(seeded.length);
  });

  it('refuses out-of-range and unknown parameters with 400', async () => {
    for (const query of ['limit=101', 'limit=0', 'limit=abc', 'offset=-1', 'sort=title_asc']) {
      const response = await api.request<{ error: string }>('GET', `/courses?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error).toMatch(/^querystring\//);
    }
  });

  it('serves the seeded courses of their categories with shipped images', async () => {
    const response = await api.request<Course[]>('GET', '/courses?limit=100');
    expect(new Set(response.body.map((c) => c.category))).toEqual(
      new Set(seeded.map((c) => c.category)),
    );
    expect(response.body.some((c) => c.enrollments === c.totalSeats)).toBe(true);
    const image = new URL(defined(response.body[0]).imageUrl);
    expect(image.origin).toBe('http://localhost:4000');
    const asset = await api.request('GET', image.pathname, { outsideContract: true });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('image/svg+xml');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect(asset.text).toContain('<svg');
  });
});

describe('GET /courses/{id}', () => {
  it('returns one course', async () => {
    const [first] = (await api.request<Course[]>('GET', '/courses?limit=1')).body;
    const response = await api.request<Course>('GET', `/courses/${defined(first)._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(first);
  });

  it('answers 404 for an unknown or non-UUID id and 400 for a malformed one', async () => {
    expect((await api.request('GET', '/courses/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await api.request('GET', '/courses/not-a-uuid')).status).toBe(404);
    expect((await api.request('GET', '/courses/bad%20id!')).status).toBe(400);
    expect((await api.request('GET', `/courses/${'a'.repeat(65)}`)).status).toBe(400);
  });
});

describe('course writes', () => {
  it('requires a token: 401 without one or with a bad one', async () => {
    expect((await api.request('POST', '/courses', { body: input })).status).toBe(401);
    const bad = await api.request<{ error: string }>('POST', '/courses', {
      body: input,
      token: 'not.a.token',
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toMatch(/sign in/i);
    expect((await api.request('GET', '/courses/my-courses')).status).toBe(401);
    expect((await api.request('GET', '/enrollments/my-courses')).status).toBe(401);
    expect((await api.request('POST', '/jobs', { body: {} })).status).toBe(401);
  });

  it('creates, lists as mine, updates and deletes a course as its owner', async () => {
    const created = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: input,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(asCreated(input, 'Olivia Owner'));
    expect(Math.abs(Date.parse(created.body.addedAt) - Date.now())).toBeLessThan(60_000);
    const id = created.body._id;

    const mine = await api.request<Course[]>('GET', '/courses/my-courses', { token: owner.token });
    expect(mine.body.map((c) => c._id)).toEqual([id]);
    const theirs = await api.request<Course[]>('GET', '/courses/my-courses', {
      token: other.token,
    });
    expect(theirs.body).toEqual([]);

    const update = { ...input, title: 'Renamed', category: 'cybersecurity' };
    const updated = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: update,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: id, title: 'Renamed', category: 'cybersecurity' });
    expect((await api.request<Course>('GET', `/courses/${id}`)).body.title).toBe('Renamed');

    const deleted = await api.request('DELETE', `/courses/${id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await api.request('GET', `/courses/${id}`)).status).toBe(404);
    expect((await api.request('DELETE', `/courses/${id}`, { token: owner.token })).status).toBe(
      404,
    );
    const gone = await api.request<{ error: string }>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: input,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatch(/^Course not found/);
  });

  it('answers 403 when someone else updates or deletes the course, and leaves it intact', async () => {
    const created = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: input,
    });
    const id = created.body._id;
    const put = await api.request<{ error: string }>('PUT', `/courses/${id}`, {
      token: other.token,
      body: { ...input, title: 'Hijacked' },
    });
    expect(put.status).toBe(403);
    expect(put.body.error).toMatch(/owner/);
    expect((await api.request('DELETE', `/courses/${id}`, { token: other.token })).status).toBe(
      403,
    );
    expect((await api.request<Course>('GET', `/courses/${id}`)).body.title).toBe(input.title);
  });

  it('asks an account without a display name for one (400), never showing its e-mail', async () => {
    const refused = await api.request<{ error: string }>('POST', '/courses', {
      token: other.token,
      body: input,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(messages.nameRequired);
    const mine = await api.request<Course[]>('GET', '/courses/my-courses', { token: other.token });
    expect(mine.body).toEqual([]);
  });

  it("shows a course stored with its owner's e-mail as name (before migration 017) with none", async () => {
    const created = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: input,
    });
    await api.database.db.write('UPDATE courses SET added_by_name = NULL WHERE id = $1', [
      created.body._id,
    ]);
    const read = await api.request<Course>('GET', `/courses/${created.body._id}`);
    expect(read.body.addedByName).toBe('');
    expect(JSON.stringify(read.body)).not.toContain(owner.email);
  });

  it('stores up to six outcomes trimmed and in order; PUT without them keeps them, [] removes them', async () => {
    const six = ['  Read a query plan ', 'Index a join', 'c', 'd', 'e', 'x'.repeat(120)];
    const created = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: { ...input, outcomes: six },
    });
    expect(created.status).toBe(201);
    const stored = ['Read a query plan', ...six.slice(1)];
    expect(created.body.outcomes).toEqual(stored);
    const id = created.body._id;
    expect((await api.request<Course>('GET', `/courses/${id}`)).body.outcomes).toEqual(stored);

    const kept = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: { ...input, title: 'Renamed' },
    });
    expect(kept.body.outcomes).toEqual(stored);
    const reordered = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: { ...input, outcomes: ['Index a join', 'Read a query plan'] },
    });
    expect(reordered.body.outcomes).toEqual(['Index a join', 'Read a query plan']);
    const removed = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: { ...input, outcomes: [] },
    });
    expect(removed.body.outcomes).toEqual([]);
    const list = await api.request<Course[]>('GET', '/courses/my-courses', { token: owner.token });
    expect(list.body.find((course) => course._id === id)?.outcomes).toEqual([]);
  });

  it('refuses more than six outcomes, or an empty, blank or too long one, naming the field', async () => {
    const cases: [string[], string][] = [
      [['a', 'b', 'c', 'd', 'e', 'f', 'g'], messages.tooManyOutcomes],
      [['Read a chart', ''], messages.outcomeEmpty],
      [['   '], messages.outcomeBlank],
      [['x'.repeat(121)], messages.outcomeTooLong],
    ];
    for (const [outcomes, text] of cases) {
      for (const [method, path] of [
        ['POST', '/courses'],
        // The body is checked before the course is looked for.
        ['PUT', '/courses/00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const response = await api.request<{ error: string }>(method, path, {
          token: owner.token,
          body: { ...input, outcomes },
        });
        expect(response.status, `${method} ${JSON.stringify(outcomes)}`).toBe(400);
        expect(response.body.error).toBe(text);
      }
    }
    expect(messages.outcomeTooLong).toBe('Outcome must be at most 120 characters long.');
  });

  it('validates the body against CourseInput', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...input, imageUrl: 'javascript:alert(1)' }, /^body\/imageUrl must be an http\(s\) URL$/],
      [{ ...input, imageUrl: 'ftp://example.com/a.png' }, /imageUrl/],
      [{ ...input, title: '   ' }, /^body\/title must not be blank$/],
      [{ ...input, title: 42 }, /^body\/title must be a string$/],
      [{ ...input, extra: true }, /^body\/extra is not an allowed field$/],
      [{ ...input, category: 'cooking' }, /^body\/category must be one of/],
      [{ title: 'Only a title' }, /is required$/],
      [[input], /body must be an object/],
    ];
    for (const [body, message] of cases) {
      const response = await api.request<{ error: string }>('POST', '/courses', {
        token: owner.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
  });
});
