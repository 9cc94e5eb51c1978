import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, courseIdOf, listCourses, normaliseCourseQuery } from '../src';
import { MOCK_API_BASE_URL, createHandlers, createMockDb, fixtureCourses } from '../src/mocks';
import { server, signedOutClient } from './server';

describe('listCourses', () => {
  it('sends sort, limit, offset, q and category as query parameters', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${MOCK_API_BASE_URL}/courses`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
      }),
    );
    await listCourses(signedOutClient(), {
      sort: 'rating_desc',
      limit: 20,
      offset: 40,
      q: '  react ',
      category: 'Web Development',
    });
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      sort: 'rating_desc',
      limit: '20',
      offset: '40',
      q: 'react',
      category: 'web development',
    });
  });

  it("leaves out blank search, offset 0 and the 'all' category", () => {
    expect(
      normaliseCourseQuery({ sort: 'addedAt_desc', q: '   ', category: 'all', offset: 0 }),
    ).toEqual({
      sort: 'addedAt_desc',
    });
  });

  it('returns the page and the X-Total-Count total', async () => {
    server.use(...createHandlers(createMockDb()));
    const page = await listCourses(signedOutClient(), {
      sort: 'addedAt_desc',
      limit: 5,
      offset: 5,
    });
    expect(page.total).toBe(fixtureCourses.length);
    expect(page.courses.map(courseIdOf)).toEqual([
      'course-06',
      'course-07',
      'course-08',
      'course-09',
      'course-10',
    ]);
  });

  it('filters by category and search on the mock server like the real one', async () => {
    server.use(...createHandlers(createMockDb()));
    const web = await listCourses(signedOutClient(), { category: 'WEB DEVELOPMENT', limit: 100 });
    expect(web.total).toBe(fixtureCourses.filter((c) => c.category === 'web development').length);
    expect(web.courses.every((c) => c.category === 'web development')).toBe(true);

    const search = await listCourses(signedOutClient(), { q: 'PYTORCH' });
    expect(search.courses.map((c) => c.title)).toEqual(['Deep Learning with PyTorch']);
  });

  it('falls back to the list length when the header is missing', async () => {
    server.use(
      http.get(`${MOCK_API_BASE_URL}/courses`, () => HttpResponse.json(fixtureCourses.slice(0, 3))),
    );
    const page = await listCourses(signedOutClient(), {});
    expect(page.total).toBe(3);
  });

  it('reads the id from _id, else id', () => {
    expect(courseIdOf({ _id: 'a' })).toBe('a');
    expect(courseIdOf({ _id: '', id: 'b' })).toBe('b');
  });
});

describe('fixtures', () => {
  it('cover every catalogue category with fixed dates', () => {
    const categories = new Set(fixtureCourses.map((course) => course.category));
    expect([...categories].sort()).toEqual([...COURSE_CATEGORIES].sort());
    expect(fixtureCourses.every((course) => course.addedAt.startsWith('2026-'))).toBe(true);
  });
});
