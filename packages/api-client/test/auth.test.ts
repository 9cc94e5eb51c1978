import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { securedOperations } from '../src';
import { MOCK_API_BASE_URL, createHandlers, createMockDb } from '../src/mocks';
import { TOKEN, server, signedInClient, signedOutClient } from './server';

/** Records the Authorization header and credentials mode of every request that reaches MSW. */
function recordRequests() {
  const seen: {
    operation: string;
    authorization: string | null;
    credentials: RequestCredentials;
  }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      operation: `${request.method} ${url.pathname}`,
      authorization: request.headers.get('Authorization'),
      credentials: request.credentials,
    });
  });
  return seen;
}

describe('bearer token', () => {
  it('is sent on the secured and optionally signed calls and only on them', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db));
    const seen = recordRequests();
    const api = signedInClient();

    await api.GET('/courses', { params: { query: { limit: 6 } } });
    await api.GET('/courses/{id}', { params: { path: { id: 'course-01' } } });
    await api.GET('/enrollments/seats/{courseId}', { params: { path: { courseId: 'course-01' } } });
    await api.GET('/jobs');
    await api.GET('/courses/my-courses');
    await api.GET('/enrollments/my-courses');
    await api.GET('/enrollments/check', {
      params: { query: { userEmail: db.user.email, courseId: 'course-01' } },
    });
    await api.POST('/enrollments', { body: { courseId: 'course-01' } });
    await api.POST('/jobs/{id}/apply', {
      params: { path: { id: 'job-01' } },
      body: { resumeUrl: 'https://example.com/cv.pdf' },
    });

    const byOperation = new Map(seen.map((entry) => [entry.operation, entry.authorization]));
    expect(byOperation.get('GET /courses')).toBeNull();
    expect(byOperation.get('GET /courses/course-01')).toBeNull();
    expect(byOperation.get('GET /enrollments/seats/course-01')).toBeNull();
    // The job board is public, but signed in it carries the caller's skills held (Jobs for you).
    expect(byOperation.get('GET /jobs')).toBe(`Bearer ${TOKEN}`);
    expect(byOperation.get('GET /courses/my-courses')).toBe(`Bearer ${TOKEN}`);
    expect(byOperation.get('GET /enrollments/my-courses')).toBe(`Bearer ${TOKEN}`);
    expect(byOperation.get('GET /enrollments/check')).toBe(`Bearer ${TOKEN}`);
    expect(byOperation.get('POST /enrollments')).toBe(`Bearer ${TOKEN}`);
    expect(byOperation.get('POST /jobs/job-01/apply')).toBe(`Bearer ${TOKEN}`);
  });

  it('is left off when nobody is signed in, and the server answers 401', async () => {
    server.use(...createHandlers());
    const seen = recordRequests();
    const { response, error } = await signedOutClient().GET('/courses/my-courses');
    expect(seen[0]?.authorization).toBeNull();
    expect(response.status).toBe(401);
    expect(error).toEqual({ error: 'Please sign in to continue.' });
  });

  it('sends credentials to POST /jwt so the session cookie can be set', async () => {
    const seen = recordRequests();
    server.use(
      http.post(`${MOCK_API_BASE_URL}/jwt`, () =>
        HttpResponse.json({ success: true, expiresAt: '2026-03-15T13:00:00.000Z' }),
      ),
    );
    await signedInClient().POST('/jwt', { body: { email: 'ada@example.com' } });
    expect(seen[0]).toMatchObject({
      operation: 'POST /jwt',
      authorization: `Bearer ${TOKEN}`,
      credentials: 'include',
    });
  });

  it('knows exactly the operations openapi.yaml secures', () => {
    expect([...securedOperations]).toContain('POST /enrollments');
    expect([...securedOperations]).toContain('DELETE /courses/{id}');
    expect([...securedOperations]).not.toContain('GET /courses');
    expect([...securedOperations]).not.toContain('GET /enrollments/seats/{courseId}');
    // Reviews: writing and one's own review are signed in; a course's reviews are public.
    expect([...securedOperations]).toContain('PUT /courses/{id}/reviews/mine');
    expect([...securedOperations]).toContain('GET /courses/{id}/learners');
    expect([...securedOperations]).not.toContain('GET /courses/{id}/reviews');
    expect([...securedOperations]).not.toContain('GET /courses/{id}/reviews/summary');
    // Learning: the outline and a certificate are public; lessons, progress and writes are not.
    expect([...securedOperations]).not.toContain('GET /courses/{id}/curriculum');
    expect([...securedOperations]).not.toContain('GET /certificates/{certificateId}');
    expect([...securedOperations]).toContain('GET /courses/{id}/lessons/{lessonId}');
    expect([...securedOperations]).toContain('PUT /courses/{id}/lessons/{lessonId}/completion');
    // Insights: the author's alone.
    expect([...securedOperations]).toContain('GET /courses/{id}/insights');
    // Accounts: deleting one's own account is signed in; a job's own page is public.
    expect([...securedOperations]).toContain('DELETE /account');
    expect([...securedOperations]).not.toContain('GET /jobs/{id}');
    expect([...securedOperations]).toContain('GET /notifications');
    expect([...securedOperations]).toContain('POST /notifications/seen');
    // An article's preview is its author's.
    expect([...securedOperations]).toContain('POST /courses/{id}/curriculum/article-preview');
    // Credentials: anyone reads and checks one; only its learner revokes it.
    expect([...securedOperations]).toContain('POST /certificates/{certificateId}/revoke');
    expect([...securedOperations]).not.toContain('GET /certificates/{certificateId}/credential');
    // Messages on an application: its poster's and its applicant's alone.
    expect([...securedOperations]).toContain('GET /applications/{id}/messages');
    expect([...securedOperations]).toContain('POST /applications/{id}/messages');
    // Questions on lessons: the course's learners and author alone, every one signed in.
    expect([...securedOperations]).toContain('GET /courses/{id}/questions');
    expect([...securedOperations]).toContain('PUT /courses/{id}/questions/{questionId}/upvote');
    expect([...securedOperations]).toContain('DELETE /courses/{id}/questions/{questionId}/upvote');
    expect([...securedOperations]).toContain('GET /courses/my-courses/unanswered-questions');
    expect([...securedOperations]).toContain('PUT /jobs/{id}/saved');
    // A learner's own verified skills and settings; their public portfolio is anyone's to read.
    expect([...securedOperations]).toContain('GET /skills/verified');
    expect([...securedOperations]).toContain('PUT /account/settings');
    expect([...securedOperations]).not.toContain('GET /portfolios/{handle}');
    expect(securedOperations.size).toBe(73);
  });
});
