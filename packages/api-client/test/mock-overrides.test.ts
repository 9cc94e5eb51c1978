import { describe, expect, it } from 'vitest';
import { messages } from '../src';
import { createHandlers, createMockDb, delayed, failWith, neverAnswers } from '../src/mocks';
import { server, signedInClient } from './server';

const listCourses = (query: Record<string, string | number> = {}) =>
  signedInClient().GET('/courses', { params: { query } });

/** Settles to 'pending' when the call has not answered within `ms`. */
async function within<T>(call: Promise<T>, ms: number): Promise<T | 'pending'> {
  return Promise.race([call, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);
}

describe('failWith', () => {
  it('positional form: fails every call with the server text for the status by default', async () => {
    server.use(failWith('get', '/courses/{id}', 404), ...createHandlers());
    const { response, error } = await signedInClient().GET('/courses/{id}', {
      params: { path: { id: 'course-01' } },
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ error: messages.courseNotFound });
  });

  it('positional form with a query match: only matching calls fail', async () => {
    server.use(
      failWith('get', '/courses', 500, undefined, { query: { sort: 'enrollments_desc' } }),
      ...createHandlers(),
    );
    const popular = await listCourses({ sort: 'enrollments_desc', limit: 6 });
    expect(popular.response.status).toBe(500);
    expect(popular.error).toEqual({ error: messages.serverError });
    const newest = await listCourses({ sort: 'addedAt_desc', limit: 6 });
    expect(newest.response.status).toBe(200);
    expect(newest.data).toHaveLength(6);
  });

  it('options form: status, message and several query parameters', async () => {
    server.use(
      failWith('get', '/courses', {
        status: 503,
        message: 'Down for a moment.',
        query: { q: 'react', offset: 20 },
      }),
      ...createHandlers(),
    );
    const match = await listCourses({ q: 'react', offset: 20 });
    expect(match.response.status).toBe(503);
    expect(match.error).toEqual({ error: 'Down for a moment.' });
    // One listed parameter differs, or is missing: the happy path answers.
    expect((await listCourses({ q: 'react', offset: 0 })).response.status).toBe(200);
    expect((await listCourses({ q: 'react' })).response.status).toBe(200);
  });

  it('null means the parameter must be absent', async () => {
    server.use(failWith('get', '/courses', { query: { category: null } }), ...createHandlers());
    expect((await listCourses()).response.status).toBe(500);
    expect((await listCourses({ category: 'data science' })).response.status).toBe(200);
  });

  it('accepts only the query parameters the contract declares (tsc checks the rest)', async () => {
    server.use(
      // @ts-expect-error `sortBy` is not a query parameter of GET /courses.
      failWith('get', '/courses', { query: { sortBy: 'rating' } }),
      // @ts-expect-error not one of the contract's sorts.
      failWith('get', '/courses', 500, undefined, { query: { sort: 'title_asc' } }),
      // @ts-expect-error GET /jobs takes no query parameters.
      neverAnswers('get', '/jobs', { query: { page: 2 } }),
      ...createHandlers(),
    );
    // A parameter the client never sends matches nothing, so the happy path answers.
    expect((await listCourses({ sort: 'rating_desc' })).response.status).toBe(200);
    expect((await signedInClient().GET('/jobs')).response.status).toBe(200);
  });
});

describe('neverAnswers and delayed', () => {
  it('neverAnswers holds only matching calls', async () => {
    server.use(
      neverAnswers('get', '/courses', { query: { sort: 'rating_desc' } }),
      ...createHandlers(),
    );
    expect(await within(listCourses({ sort: 'rating_desc' }), 150)).toBe('pending');
    const other = await within(listCourses({ sort: 'addedAt_desc' }), 1000);
    expect(other === 'pending' ? 'pending' : other.response.status).toBe(200);
  });

  it('delayed slows only matching calls, then the happy path answers', async () => {
    server.use(delayed('get', '/courses', 400, { query: { q: 'slow' } }), ...createHandlers());
    expect(await within(listCourses({ q: 'slow' }), 150)).toBe('pending');
    const fast = await within(listCourses({ q: 'fast' }), 150);
    expect(fast === 'pending' ? 'pending' : fast.response.status).toBe(200);
    const slow = await listCourses({ q: 'slow' });
    expect(slow.response.status).toBe(200);
  });
});

describe('createMockDb seed options', () => {
  it('sets owners and applications, as the parity test loads them into the server', async () => {
    const db = createMockDb({
      owners: { 'course-01': 'ada@example.com' },
      applications: [{ jobId: 'job-01', userEmail: 'ada@example.com' }],
    });
    server.use(...createHandlers(db));
    const api = signedInClient();
    const edit = await api.PUT('/courses/{id}', {
      params: { path: { id: 'course-01' } },
      body: {
        title: 'Renamed',
        description: 'No category, as older clients send it.',
        imageUrl: 'https://example.com/a.png',
        duration: '1 week',
      },
    });
    expect(edit.response.status).toBe(200);
    expect(edit.data?.category).toBeUndefined();
    const apply = await api.POST('/jobs/{id}/apply', {
      params: { path: { id: 'job-01' } },
      body: { resumeUrl: 'https://example.com/cv.pdf' },
    });
    expect(apply.error).toEqual({ error: messages.alreadyApplied });
  });
});
