/**
 * What the server sends for a page (src/server/renderPage.tsx): the page already drawn with its
 * public data, the data for the browser's cache, the title and the status, against the mock API
 * in Node. The browser's side (hydrating this HTML with no mismatch) is covered end to end by
 * e2e/tests/server-render.spec.ts.
 */
import {
  createHandlers,
  createMockDb,
  delayed,
  failWith,
  fixtureCourses,
  fixtureJobs,
  MOCK_API_BASE_URL,
} from '@edugate/api-client/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { renderPage, type RenderOptions } from '../src/server/renderPage';

const server = setupServer(...createHandlers(createMockDb()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.use(...createHandlers(createMockDb()));
});
afterAll(() => server.close());

const options: RenderOptions = { config: readConfig({ VITE_API_URL: MOCK_API_BASE_URL }) };
const render = (path: string, extra: Partial<RenderOptions> = {}) =>
  renderPage(new URL(path, 'http://app.test'), { ...options, ...extra });

const newest = [...fixtureCourses].sort((a, b) => b.addedAt.localeCompare(a.addedAt))[0]!;
const queryKeys = (page: Awaited<ReturnType<typeof render>>) =>
  page.data.queries.map((query) => JSON.stringify(query.queryKey));

describe('a server-rendered page', () => {
  it('is the home page with its courses, title and data, for a visitor without a session', async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Home | EduGate');
    expect(page.screen).toBe('Home');
    expect(page.body).toContain('Welcome to EduGate');
    expect(page.body).toContain(newest.title);
    // Both home lists went with the page, so the browser does not ask again.
    expect(page.data.queries.filter((query) => query.state.status === 'success')).toHaveLength(2);
    // Signed out from the start: the navbar offers Login and Register in the HTML itself.
    expect(page.body).toMatch(/href="\/login"[^>]*>Login</);
    expect(page.body).toMatch(/href="\/register"[^>]*>Register</);
  });

  it("shows no Login or Register to a device with a session (it is 'loading' until the SDK knows)", async () => {
    const page = await render('/', { cookie: 'theme=dark; edugate_signed_in=1' });
    expect(page.body).not.toMatch(/>Login</);
    expect(page.body).not.toMatch(/>Register</);
  });

  it("reads the catalogue's search state from the URL", async () => {
    const page = await render('/courses?category=data+science');
    const dataScience = fixtureCourses.filter((course) => course.category === 'data science');
    expect(page.title).toBe('Courses | EduGate');
    expect(page.body).toContain(`Showing ${dataScience.length} of ${dataScience.length} courses`);
    for (const course of dataScience) expect(page.body).toContain(course.title);
  });

  it('is the job board, ten jobs at a time', async () => {
    const page = await render('/jobs');
    expect(page.body).toContain(fixtureJobs[0]!.title);
    expect(page.body.match(/<article/g)).toHaveLength(Math.min(10, fixtureJobs.length));
  });

  it('answers 404 with the 404 page for a path that is no route', async () => {
    const page = await render('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.screen).toBe('NotFound');
    expect(page.body).toContain('Oops! Page not found');
    expect(page.data.queries).toEqual([]);
  });

  it("never fetches a user's data: a protected page waits for the browser", async () => {
    const page = await render('/my-enrolled-courses', { cookie: 'edugate_signed_in=1' });
    expect(page.status).toBe(200);
    expect(queryKeys(page).some((key) => key.includes('enrollments'))).toBe(false);
    expect(page.data.queries).toEqual([]);
  });

  it('sends a signed-out visitor on a protected page the spinner the browser redirects from', async () => {
    const page = await render('/my-enrolled-courses');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Checking your session');
    expect(page.body).not.toContain('Login</h1>');
  });

  it('leaves what fails to the browser: the page renders loading, not an error it would not hydrate', async () => {
    server.use(failWith('get', '/courses', 500));
    const page = await render('/');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Failed to load courses.');
    expect(page.body).toContain('aria-busy="true"');
    expect(page.data.queries).toEqual([]);
  });

  it('does not wait past its deadline for a slow API', async () => {
    server.use(delayed('get', '/courses', 5_000));
    const started = Date.now();
    const page = await render('/', { dataDeadlineMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(page.body).toContain('Welcome to EduGate');
    expect(page.data.queries).toEqual([]);
  });
});
