import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@edugate/api-client/messages';
import type {
  Job,
  JobInput,
  PostedJob,
  ReceivedApplication,
  SentApplication,
} from '@edugate/api-client';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

/*
 * The job board's other half (docs/product.md, The job board's two sides): posters manage their jobs and read and
 * decide applications; applicants track and withdraw theirs. Every response also passes the
 * contract check of the harness.
 */

let api: TestApi;
let poster: TestUser;
let applicant: TestUser;
let stranger: TestUser;

const input: JobInput = {
  title: 'Board Tester',
  company: 'Zebracorn Widgets',
  location: 'Ljubljana, Slovenia',
  salary: 'EUR 40,000',
  type: 'Contract',
  description: 'Tests the other half of the board.\n\nTwo paragraphs.',
  requirements: ['Patience'],
  benefits: ['Green builds'],
};
const resume = { resumeUrl: 'https://example.com/cv.pdf', coverLetter: 'Hello,\nI would like it.' };

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [poster, applicant, stranger] = await Promise.all([
    api.user('poster', 'Pat Poster'),
    api.user('applicant', 'Abe Applicant'),
    api.user('stranger', null),
  ]);
});
afterAll(() => api?.close());

async function post(user: TestUser, overrides: Partial<JobInput> = {}): Promise<Job> {
  const response = await api.request<Job>('POST', '/jobs', {
    token: user.token,
    body: { ...input, ...overrides },
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function apply(user: TestUser, jobId: string) {
  return api.request<{ applicationId: string; error?: string }>('POST', `/jobs/${jobId}/apply`, {
    token: user.token,
    body: resume,
  });
}

const setStatus = (user: TestUser, applicationId: string, status: string) =>
  api.request<ReceivedApplication & { error?: string }>('PATCH', `/applications/${applicationId}`, {
    token: user.token,
    body: { status },
  });

describe('jobs: status, poster and the list', () => {
  it('a new job is open and shows the poster’s display name, never an e-mail', async () => {
    const job = await post(poster);
    expect(job).toMatchObject({ status: 'open', postedBy: 'Pat Poster' });
    // An account without a display name is asked for one first, never shown by its e-mail.
    const nameless = await api.request<{ error: string }>('POST', '/jobs', {
      token: stranger.token,
      body: input,
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error).toBe(messages.nameRequired);
    const list = await api.request<Job[]>('GET', '/jobs?limit=100');
    expect(JSON.stringify(list.body)).not.toContain('@');
  });

  it('searches title, company and location, filters by type, pages with X-Total-Count', async () => {
    await post(poster, { title: 'Searchable Unicorn', company: 'Q Corp', type: 'Remote' });
    const byCompany = await api.request<Job[]>('GET', '/jobs?q=ZEBRACORN');
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.length).toBeGreaterThan(0);
    expect(byCompany.body.every((job) => job.company === 'Zebracorn Widgets')).toBe(true);
    expect(byCompany.headers['x-total-count']).toBe(String(byCompany.body.length));
    const byLocation = await api.request<Job[]>('GET', '/jobs?q=ljubljana&type=Contract');
    expect(byLocation.body.length).toBe(byCompany.body.length);
    const remote = await api.request<Job[]>('GET', '/jobs?type=Remote');
    expect(remote.body.map((job) => job.title)).toEqual(['Searchable Unicorn']);
    const all = await api.request<Job[]>('GET', '/jobs');
    const page = await api.request<Job[]>('GET', '/jobs?limit=1&offset=1');
    expect(page.body).toEqual(all.body.slice(1, 2));
    expect(page.headers['x-total-count']).toBe(String(all.body.length));
    const none = await api.request<Job[]>('GET', '/jobs?q=nothing-matches-this');
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('ranks and forgives as the catalogue does: prefixes, one typo, short words', async () => {
    await post(poster, { title: 'Go Backend Engineer', company: 'Gopherworks', location: 'Oslo' });
    await post(poster, { title: 'Office manager', company: 'Backend Kitchen', location: 'Oslo' });
    const titles = async (q: string) =>
      (await api.request<Job[]>('GET', `/jobs?q=${encodeURIComponent(q)}`)).body.map(
        (job) => job.title,
      );
    // Title above company; a prefix; a typo in a word of five letters or more; a two-letter word.
    expect((await titles('backend')).slice(0, 2)).toEqual([
      'Go Backend Engineer',
      'Office manager',
    ]);
    expect(await titles('gopherw')).toEqual(['Go Backend Engineer']);
    expect(await titles('gopherwroks')).toEqual(['Go Backend Engineer']);
    expect(await titles('go')).toContain('Go Backend Engineer');
  });
});

describe('the poster manages their jobs', () => {
  it('lists their jobs with applicant counts, open and closed, and nobody else’s', async () => {
    const job = await post(poster, { title: 'Counted Job' });
    expect((await apply(applicant, job._id)).status).toBe(201);
    const mine = await api.request<PostedJob[]>('GET', '/jobs/mine', { token: poster.token });
    expect(mine.body.find((j) => j._id === job._id)?.applicants).toBe(1);
    const theirs = await api.request<PostedJob[]>('GET', '/jobs/mine', { token: applicant.token });
    expect(theirs.body).toEqual([]);
  });

  it('edits a job (PUT replaces the fields, keeps status, poster and date)', async () => {
    const job = await post(poster);
    const edited = await api.request<Job>('PUT', `/jobs/${job._id}`, {
      token: poster.token,
      body: { ...input, title: 'Edited Title', requirements: [] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Edited Title',
      requirements: [],
      status: 'open',
      postedBy: 'Pat Poster',
      postedAt: job.postedAt,
    });
  });

  it('closing takes a job off /jobs and refuses applications; reopening brings it back', async () => {
    const job = await post(poster, { title: 'Closable Job' });
    const closed = await api.request<Job>('PATCH', `/jobs/${job._id}`, {
      token: poster.token,
      body: { status: 'closed' },
    });
    expect(closed.body.status).toBe('closed');
    const list = await api.request<Job[]>('GET', '/jobs');
    expect(list.body.some((j) => j._id === job._id)).toBe(false);
    const refused = await apply(applicant, job._id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(messages.jobClosed);
    const reopened = await api.request<Job>('PATCH', `/jobs/${job._id}`, {
      token: poster.token,
      body: { status: 'open' },
    });
    expect(reopened.body.status).toBe('open');
    expect((await api.request<Job[]>('GET', '/jobs')).body.some((j) => j._id === job._id)).toBe(
      true,
    );
    expect((await apply(applicant, job._id)).status).toBe(201);
  });

  it('nobody applies to their own job (403)', async () => {
    const job = await post(poster);
    const own = await apply(poster, job._id);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(messages.ownJob);
  });

  it('deleting a job deletes its applications with it', async () => {
    const job = await post(poster);
    expect((await apply(applicant, job._id)).status).toBe(201);
    expect((await apply(stranger, job._id)).status).toBe(201);
    const deleted = await api.request('DELETE', `/jobs/${job._id}`, { token: poster.token });
    expect(deleted.status).toBe(204);
    const left = await api.database.db.read<{ n: number }>(
      'SELECT count(*)::int AS n FROM job_applications WHERE job_id = $1',
      [job._id],
    );
    expect(left[0]?.n).toBe(0);
    const mine = await api.request<SentApplication[]>('GET', '/applications/mine', {
      token: applicant.token,
    });
    expect(mine.body.some((a) => a.jobId === job._id)).toBe(false);
    expect((await api.request('DELETE', `/jobs/${job._id}`, { token: poster.token })).status).toBe(
      404,
    );
  });
});

describe('applications', () => {
  it('the poster reads them with e-mails; anyone else gets 404, not 403', async () => {
    const job = await post(poster);
    const applied = await apply(applicant, job._id);
    const list = await api.request<ReceivedApplication[]>('GET', `/jobs/${job._id}/applications`, {
      token: poster.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        _id: applied.body.applicationId,
        name: 'Abe Applicant',
        email: applicant.email,
        resumeUrl: resume.resumeUrl,
        coverLetter: resume.coverLetter,
        status: 'New',
      }),
    ]);
    for (const user of [applicant, stranger]) {
      const refused = await api.request<{ error: string }>('GET', `/jobs/${job._id}/applications`, {
        token: user.token,
      });
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe(messages.jobNotFound);
    }
  });

  it('the applicant tracks theirs; e-mails appear nowhere else', async () => {
    const job = await post(poster, { title: 'Tracked Job' });
    const applied = await apply(applicant, job._id);
    const mine = await api.request<SentApplication[]>('GET', '/applications/mine', {
      token: applicant.token,
    });
    expect(mine.body[0]).toEqual({
      _id: applied.body.applicationId,
      jobId: job._id,
      jobTitle: 'Tracked Job',
      company: input.company,
      jobStatus: 'open',
      status: 'New',
      appliedAt: expect.any(String),
      certificates: [],
    });
    const publicList = await api.request('GET', '/jobs');
    expect(JSON.stringify(publicList.body)).not.toContain(applicant.email);
    expect(JSON.stringify(publicList.body)).not.toContain(poster.email);
  });

  it('only the job’s poster sets a status (others 404); withdrawing stops after Shortlisted', async () => {
    const job = await post(poster);
    const { applicationId } = (await apply(applicant, job._id)).body;
    for (const user of [applicant, stranger]) {
      const refused = await setStatus(user, applicationId, 'Hired');
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe(messages.applicationNotFound);
    }
    expect((await setStatus(poster, applicationId, 'Reviewed')).body.status).toBe('Reviewed');
    expect((await setStatus(poster, applicationId, 'Shortlisted')).body.status).toBe('Shortlisted');
    const seen = await api.request<SentApplication[]>('GET', '/applications/mine', {
      token: applicant.token,
    });
    expect(seen.body.find((a) => a._id === applicationId)?.status).toBe('Shortlisted');
    const late = await api.request<{ error: string }>('DELETE', `/applications/${applicationId}`, {
      token: applicant.token,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(messages.cannotWithdraw);
  });

  it('the applicant withdraws while New or Reviewed; nobody else can', async () => {
    const job = await post(poster);
    const { applicationId } = (await apply(applicant, job._id)).body;
    for (const user of [poster, stranger]) {
      const refused = await api.request('DELETE', `/applications/${applicationId}`, {
        token: user.token,
      });
      expect(refused.status).toBe(404);
    }
    await setStatus(poster, applicationId, 'Reviewed');
    const withdrawn = await api.request('DELETE', `/applications/${applicationId}`, {
      token: applicant.token,
    });
    expect(withdrawn.status).toBe(204);
    // Withdrawn is gone: the applicant may apply again.
    expect((await apply(applicant, job._id)).status).toBe(201);
  });
});

describe('atomic under concurrent changes', () => {
  it('a withdrawal and a shortlisting at once: exactly one wins', async () => {
    const job = await post(poster);
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => api.user(`race${i}`)));
    for (const user of users) {
      const { applicationId } = (await apply(user, job._id)).body;
      const [withdraw, shortlist] = await Promise.all([
        api.request('DELETE', `/applications/${applicationId}`, { token: user.token }),
        setStatus(poster, applicationId, 'Shortlisted'),
      ]);
      if (withdraw.status === 204) expect(shortlist.status).toBe(404);
      else {
        expect(withdraw.status).toBe(409);
        expect(shortlist.status).toBe(200);
      }
    }
  });

  it('applications racing a close: none lands after the job is closed', async () => {
    const job = await post(poster);
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => api.user(`closer${i}`)));
    const results = await Promise.all([
      ...users.map((user) => apply(user, job._id)),
      api.request('PATCH', `/jobs/${job._id}`, { token: poster.token, body: { status: 'closed' } }),
    ]);
    const applies = results.slice(0, users.length);
    for (const result of applies) expect([201, 409]).toContain(result.status);
    const stored = await api.request<ReceivedApplication[]>(
      'GET',
      `/jobs/${job._id}/applications`,
      { token: poster.token },
    );
    expect(stored.body.length).toBe(applies.filter((r) => r.status === 201).length);
  });
});

describe('the original client’s job flows, unchanged', () => {
  it('GET /jobs without parameters is every open job as a plain array; post and apply as before', async () => {
    const before = await api.request<Job[]>('GET', '/jobs');
    expect(Array.isArray(before.body)).toBe(true);
    expect(before.headers['x-total-count']).toBe(String(before.body.length));
    // The original body: no status, no postedBy, requirements left out.
    const created = await api.request<Job>('POST', '/jobs', {
      token: poster.token,
      body: {
        title: 'Old Client Job',
        company: 'Legacy Ltd',
        location: 'Remote',
        salary: 'USD 1',
        type: 'Full-time',
        description: 'Posted the old way.',
      },
    });
    expect(created.status).toBe(201);
    const after = await api.request<Job[]>('GET', '/jobs');
    expect(after.body.length).toBe(before.body.length + 1);
    expect(after.body[0]?._id).toBe(created.body._id);
    const applied = await api.request<{ message: string }>(
      'POST',
      `/jobs/${created.body._id}/apply`,
      { token: applicant.token, body: { resumeUrl: 'https://example.com/cv.pdf' } },
    );
    expect(applied.status).toBe(201);
    expect(applied.body.message).toBe(messages.applied);
  });
});
