import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_BASE_URL } from '../src/mocks';
import { server, signedInClient } from './server';

/** Answers every call with `[]`, the writes with the position they are given in `positions`. */
function answer(positions: Map<string, string>) {
  const seen: { operation: string; position: string | null }[] = [];
  server.use(
    http.all(`${MOCK_API_BASE_URL}/*`, ({ request }) => {
      const operation = `${request.method} ${new URL(request.url).pathname}`;
      seen.push({ operation, position: request.headers.get('X-Data-Position') });
      const position = positions.get(operation);
      return HttpResponse.json([], {
        status: request.method === 'GET' ? 200 : 201,
        headers: position ? { 'X-Data-Position': position } : {},
      });
    }),
  );
  return seen;
}

describe('data position (read your own writes on a standby)', () => {
  it('is sent on the catalogue reads only, once a write was answered with one', async () => {
    const seen = answer(new Map([['POST /enrollments', '0/3000148']]));
    const api = signedInClient();
    await api.GET('/courses');
    await api.POST('/enrollments', { body: { courseId: 'course-01' } });
    await api.GET('/courses');
    await api.GET('/courses/{id}', { params: { path: { id: 'course-01' } } });
    await api.GET('/jobs');
    expect(seen).toEqual([
      { operation: 'GET /courses', position: null },
      { operation: 'POST /enrollments', position: null },
      { operation: 'GET /courses', position: '0/3000148' },
      { operation: 'GET /courses/course-01', position: '0/3000148' },
      { operation: 'GET /jobs', position: null },
    ]);
  });

  it('keeps the furthest position, compared as log positions rather than as text', async () => {
    const seen = answer(
      new Map([
        ['POST /enrollments', '1/0'],
        ['POST /courses', '0/FFFFFFFF'],
      ]),
    );
    const api = signedInClient();
    await api.POST('/enrollments', { body: { courseId: 'course-01' } });
    await api.POST('/courses', {
      body: {
        title: 'T',
        description: 'D',
        imageUrl: 'https://example.com/t.png',
        duration: '1 week',
      },
    });
    await api.GET('/courses');
    expect(seen.at(-1)).toEqual({ operation: 'GET /courses', position: '1/0' });
  });
});
