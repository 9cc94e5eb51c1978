/**
 * A job's own page as the server sends it: rendered with the job, its own
 * title and its schema.org JobPosting data while open; a closed job says it takes no applications
 * and has no structured data; an id that names no job is the 404 page with the 404 status; and
 * /sitemap.xml lists every open job's page and no closed one. The browser's side (a card's link,
 * hydration, applying) is e2e/tests/job-page.spec.ts.
 */
import {
  CLOSED_JOB_ID,
  createHandlers,
  failWith,
  fixtureJobs,
  jobBoardDb,
  MOCK_API_BASE_URL,
  POSTED_JOB_ID,
  postedJobs,
} from '@edugate/api-client/mocks';
import { setupServer } from 'msw/node';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { createPageServer } from '../src/server/http';
import { renderPage } from '../src/server/renderPage';
import { dataSitemapPages, sitemapXml } from '../src/server/sitemap';

const server = setupServer(...createHandlers(jobBoardDb()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.use(...createHandlers(jobBoardDb()));
});
afterAll(() => server.close());

const config = readConfig({ VITE_API_URL: MOCK_API_BASE_URL });
const render = (pathname: string) => renderPage(new URL(pathname, 'http://app.test'), { config });
const job = fixtureJobs[0]!;

/** The JSON-LD scripts of a rendered body, parsed. */
function structuredData(body: string): unknown[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!),
  );
}

describe("a job's page, rendered on the server", () => {
  it('is the job with its title, text, action and JobPosting data', async () => {
    const page = await render(`/jobs/${job._id}`);
    expect(page.status).toBe(200);
    expect(page.screen).toBe('JobDetail');
    expect(page.title).toBe(`${job.title} at ${job.company} | EduGate`);
    expect(page.body).toContain(`>${job.title}</h1>`);
    for (const text of [job.company, job.location, job.salary, ...job.requirements]) {
      expect(page.body).toContain(text);
    }
    // The description as written, line breaks kept (the page shows them with pre-line).
    expect(page.body).toContain(job.description);
    expect(page.body).toContain('March 15, 2026');
    expect(page.body).toMatch(/<button[^>]*>Apply Now<\/button>/);
    const [posting, ...more] = structuredData(page.body);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.postedAt,
      hiringOrganization: { '@type': 'Organization', name: job.company },
      employmentType: 'FULL_TIME',
    });
    // The job went with the page, so the browser does not ask again.
    expect(page.data.queries.map((query) => query.queryKey)).toEqual([['jobs', 'detail', job._id]]);
  });

  it('says a closed job takes no applications, with no Apply Now and no JobPosting', async () => {
    const closed = postedJobs.find((posted) => posted._id === CLOSED_JOB_ID)!;
    const page = await render(`/jobs/${CLOSED_JOB_ID}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(closed.title);
    expect(page.body).toContain('This job is no longer accepting applications.');
    expect(page.body).not.toContain('Apply Now');
    expect(structuredData(page.body)).toEqual([]);
  });

  it.each(['/jobs/no-such-job', '/jobs/not%20an%20id!'])(
    '%s: the 404 page with the 404 status',
    async (url) => {
      const page = await render(url);
      expect(page.status).toBe(404);
      expect(page.body).toContain('Oops! Page not found');
      expect(page.title).toBe('Page Not Found | EduGate');
    },
  );

  it('leaves the job to the browser when the API fails: status 200, the page loading', async () => {
    server.use(failWith('get', '/jobs/{id}', 500));
    const page = await render(`/jobs/${job._id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Loading the job');
    expect(page.data.queries).toEqual([]);
  });
});

describe('/sitemap.xml with the data', () => {
  it("lists every open job's page and no closed one", async () => {
    const pages = await dataSitemapPages({ apiUrl: MOCK_API_BASE_URL })();
    const open = [...postedJobs, ...fixtureJobs].filter((j) => j.status === 'open');
    expect([...pages].sort()).toEqual(open.map((j) => `/jobs/${j._id}`).sort());
    expect(pages).toContain(`/jobs/${POSTED_JOB_ID}`);
    expect(pages).not.toContain(`/jobs/${CLOSED_JOB_ID}`);
  });

  it('is served with them after the fixed pages, and without them when the API fails', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'edugate-sitemap-jobs-'));
    writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    const app = await createPageServer({
      root,
      render: null,
      cache: false,
      sitemapPages: dataSitemapPages({ apiUrl: MOCK_API_BASE_URL }),
    });
    const asked = () => app.inject({ url: '/sitemap.xml', headers: { host: 'edugate.example' } });
    const response = await asked();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<loc>http://edugate.example/jobs/${job._id}</loc>`);
    expect(response.body).not.toContain(`/jobs/${CLOSED_JOB_ID}<`);
    expect(response.body.indexOf('/faq<')).toBeLessThan(response.body.indexOf(`/jobs/${job._id}<`));

    server.use(failWith('get', '/jobs', 500));
    const failed = await asked();
    await app.close();
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(sitemapXml('http://edugate.example'));
  });
});
