/**
 * How heavy the job board's page is, beside the catalogue's (docs/product.md, Jobs): what the
 * server sends for /jobs is its markup and the data for the browser's cache, and both grow with
 * the board. A board like the seeded one (sixty jobs, each with a description of a few
 * paragraphs, requirements and benefits) must weigh no more than the catalogue's page: the cards
 * and the data carry a card's fields and the description's start, and the job's own page the
 * rest. Sizes are deterministic; speed is measured by `npm run bench:web`.
 */
import {
  createHandlers,
  createMockDb,
  fixtureJobs,
  MOCK_API_BASE_URL,
} from '@edugate/api-client/mocks';
import type { Job } from '@edugate/api-client';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { pageDocument } from '../src/server/pageDocument';
import { renderPage } from '../src/server/renderPage';

const DUTIES = [
  'Build and ship features with a small product team, from the first sketch to production',
  'Review pull requests and pair with colleagues on the trickiest parts of the code',
  'Talk to the people who use what you build, and turn what they say into improvements',
  'Keep the documentation and the tests as current as the code they describe',
];

/** Sixty jobs written as the seeded board's are (apps/api/src/seed/seed-data.ts). */
const boardJobs: Job[] = Array.from({ length: 60 }, (_, index) => {
  const base = fixtureJobs[index % fixtureJobs.length]!;
  return {
    ...base,
    _id: `job-board-${String(index + 1).padStart(2, '0')}`,
    title: `${base.title} ${index + 1}`,
    description: [
      `${base.company} makes software that thousands of learners and teachers rely on every day. We are a team of forty, spread over three time zones, and we care about accessible, fast and honest products.`,
      `What you will do:\n${DUTIES.map((duty) => `- ${duty}`).join('\n')}`,
      'This is a permanent role with a three-month probation period and a yearly salary review.',
    ].join('\n\n'),
    requirements: [
      '3+ years of relevant experience',
      'TypeScript and React in production',
      'Clear written English',
      'Comfortable with SQL',
    ],
    benefits: ['25 days of paid leave', 'Learning budget of $1,500 a year', 'Home office budget'],
  };
});

const server = setupServer(...createHandlers(createMockDb({ jobs: boardJobs })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = readConfig({ VITE_API_URL: MOCK_API_BASE_URL });
const TEMPLATE =
  '<!doctype html><html><head><title></title></head><body><div id="root"></div><template id="m"></template></body></html>';

/** The page as sent, in bytes: the whole document, and the data for the browser's cache. */
async function weigh(pathname: string): Promise<{ page: number; data: number }> {
  const page = await renderPage(new URL(pathname, 'http://app.test'), { config });
  expect(page.status).toBe(200);
  const html = pageDocument(TEMPLATE, page, { styles: [], scripts: [] });
  return { page: Buffer.byteLength(html), data: Buffer.byteLength(JSON.stringify(page.data)) };
}

describe("the job board's page weight", () => {
  it("is about the catalogue page's, with sixty jobs like the seeded ones", async () => {
    const jobs = await weigh('/jobs');
    const courses = await weigh('/courses');
    // Whole jobs made it 110 KB here, twice the catalogue's 56 KB; their summaries, 59 KB. The
    // skills each card shows (docs/product.md, Skills) and its Save button add about 9 KB for
    // sixty jobs, hence 1.2: still a card's weight, never the whole job's.
    expect(jobs.page).toBeLessThanOrEqual(courses.page * 1.2);
    // A card's worth of data a job (whole jobs took 1.2 KB each).
    expect(jobs.data / boardJobs.length).toBeLessThanOrEqual(500);
  });

  it("sends no job's requirements, benefits or whole description with the board", async () => {
    const page = await renderPage(new URL('/jobs', 'http://app.test'), { config });
    const sent = page.body + JSON.stringify(page.data);
    const job = boardJobs[0]!;
    for (const line of [...job.requirements, ...job.benefits, DUTIES[3]!]) {
      expect(sent).not.toContain(line);
    }
    // The description's start is there, on the card and in the data.
    expect(page.body).toContain(job.description.slice(0, 60));
  });
});
