import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_JOBS } from '@edugate/api-client/constants';
import { messages } from '@edugate/api-client/messages';
import type { Job, JobInput, SavedJob } from '@edugate/api-client';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

/*
 * Saved jobs (docs/product.md, Saved jobs): a signed-in user saves open jobs, at most
 * MAX_SAVED_JOBS, unsaves any, and reads only their own, newest saved first. Every response also
 * passes the contract check of the harness.
 */

let api: TestApi;
let poster: TestUser;
let saver: TestUser;
let stranger: TestUser;

const input: JobInput = {
  title: 'Saved Job Tester',
  company: 'Bookmark Ltd',
  location: 'Porto, Portugal',
  salary: 'EUR 35,000',
  type: 'Full-time',
  description: 'Worth coming back to.',
  requirements: [],
  benefits: [],
};

const MISSING = '9a8b7c6d-0000-4000-8000-00000000dead';

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [poster, saver, stranger] = await Promise.all([
    api.user('poster', 'Pat Poster'),
    api.user('saver'),
    api.user('stranger'),
  ]);
});
afterAll(() => api?.close());

async function post(title = input.title): Promise<Job> {
  const response = await api.request<Job>('POST', '/jobs', {
    token: poster.token,
    body: { ...input, title },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const save = (user: TestUser | null, id: string) =>
  api.request<{ error: string }>('PUT', `/jobs/${id}/saved`, user ? { token: user.token } : {});
const unsave = (user: TestUser | null, id: string) =>
  api.request<{ error: string }>('DELETE', `/jobs/${id}/saved`, user ? { token: user.token } : {});
async function savedBy(user: TestUser): Promise<SavedJob[]> {
  const response = await api.request<SavedJob[]>('GET', '/jobs/saved', { token: user.token });
  expect(response.status).toBe(200);
  return response.body;
}
const close = (id: string) =>
  api.request('PATCH', `/jobs/${id}`, { token: poster.token, body: { status: 'closed' } });

describe('who may save', () => {
  it.each([
    ['GET', '/jobs/saved'],
    ['PUT', `/jobs/${MISSING}/saved`],
    ['DELETE', `/jobs/${MISSING}/saved`],
  ])('%s %s signed out is 401', async (method, url) => {
    const response = await api.request<{ error: string }>(method, url);
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(messages.signIn);
  });

  it("another user's saves are neither seen nor undone by anyone else", async () => {
    const job = await post('Private Bookmark');
    expect((await save(saver, job._id)).status).toBe(204);
    expect(await savedBy(stranger)).toEqual([]);
    // The stranger's unsave is their own: it leaves the saver's save alone.
    expect((await unsave(stranger, job._id)).status).toBe(204);
    expect((await savedBy(saver)).map((s) => s.job._id)).toContain(job._id);
    // The public job says nothing of who saved it.
    const page = await api.request<Job>('GET', `/jobs/${job._id}`);
    expect(JSON.stringify(page.body)).not.toContain(saver.email);
    expect((await unsave(saver, job._id)).status).toBe(204);
  });
});

describe('saving and unsaving', () => {
  it('lists the saved jobs newest saved first, each with its job and when', async () => {
    const user = await api.user('lister');
    const first = await post('First Saved');
    const second = await post('Second Saved');
    expect((await save(user, first._id)).status).toBe(204);
    expect((await save(user, second._id)).status).toBe(204);
    const list = await savedBy(user);
    expect(list.map((s) => s.job.title)).toEqual(['Second Saved', 'First Saved']);
    expect(list[0]?.job).toEqual(second);
    expect(Date.parse(list[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.savedAt));
  });

  it('is idempotent: saving twice keeps one save and its time, unsaving twice is 204', async () => {
    const user = await api.user('twice');
    const job = await post('Twice Saved');
    expect((await save(user, job._id)).status).toBe(204);
    const [before] = await savedBy(user);
    expect((await save(user, job._id)).status).toBe(204);
    // Two at the same moment too.
    const both = await Promise.all([save(user, job._id), save(user, job._id)]);
    expect(both.map((r) => r.status)).toEqual([204, 204]);
    expect(await savedBy(user)).toEqual([before]);
    expect((await unsave(user, job._id)).status).toBe(204);
    expect((await unsave(user, job._id)).status).toBe(204);
    expect(await savedBy(user)).toEqual([]);
  });

  it('an unknown job is 404 to save and nothing to unsave', async () => {
    const missing = await save(saver, MISSING);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(messages.jobNotFound);
    expect((await save(saver, 'not-a-job')).status).toBe(404);
    expect((await unsave(saver, MISSING)).status).toBe(204);
    expect((await unsave(saver, 'not-a-job')).status).toBe(204);
  });

  it('a closed job cannot be saved, stays in the list with its status, and can be unsaved', async () => {
    const user = await api.user('closer');
    const kept = await post('Closes After Saving');
    const late = await post('Closed Before Saving');
    expect((await save(user, kept._id)).status).toBe(204);
    expect((await close(kept._id)).status).toBe(200);
    expect((await close(late._id)).status).toBe(200);

    const refused = await save(user, late._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'This job is closed.' });

    const list = await savedBy(user);
    expect(list.map((s) => [s.job._id, s.job.status])).toEqual([[kept._id, 'closed']]);
    expect((await unsave(user, kept._id)).status).toBe(204);
    expect(await savedBy(user)).toEqual([]);
  });

  it('a deleted job leaves every saved list', async () => {
    const user = await api.user('deleted');
    const job = await post('Deleted Later');
    expect((await save(user, job._id)).status).toBe(204);
    const deleted = await api.request('DELETE', `/jobs/${job._id}`, { token: poster.token });
    expect(deleted.status).toBe(204);
    expect(await savedBy(user)).toEqual([]);
  });
});

describe(`at most ${MAX_SAVED_JOBS} saved jobs`, () => {
  it('refuses one more, also when two saves race at one below the limit', async () => {
    const user = await api.user('collector');
    const { db } = api.database;
    // MAX_SAVED_JOBS + 2 open jobs, the first MAX_SAVED_JOBS - 1 of them saved already.
    const jobs = await db.write<{ id: string }>(
      `INSERT INTO jobs (title, company, location, salary, type, description, requirements, benefits)
       SELECT 'Bulk ' || n, 'Bulk Co', 'Anywhere', 'EUR 1', 'Remote', 'One of many.', '{}', '{}'
       FROM generate_series(1, $1::int) AS n RETURNING id`,
      [MAX_SAVED_JOBS + 2],
    );
    const ids = jobs.map((job) => job.id);
    await db.write(
      `INSERT INTO saved_jobs (user_email, job_id)
       SELECT $1, unnest($2::uuid[])`,
      [user.email, ids.slice(0, MAX_SAVED_JOBS - 1)],
    );
    expect(await savedBy(user)).toHaveLength(MAX_SAVED_JOBS - 1);

    const race = await Promise.all([
      save(user, ids[MAX_SAVED_JOBS - 1]!),
      save(user, ids[MAX_SAVED_JOBS]!),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([204, 409]);
    expect(race.find((r) => r.status === 409)?.body).toEqual({
      error: 'You can save up to 100 jobs.',
    });
    expect(await savedBy(user)).toHaveLength(MAX_SAVED_JOBS);

    const over = await save(user, ids[MAX_SAVED_JOBS + 1]!);
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(messages.savedJobsLimit);
    // Saving one already saved is still fine at the limit; unsaving one makes room again.
    expect((await save(user, ids[0]!)).status).toBe(204);
    expect((await unsave(user, ids[0]!)).status).toBe(204);
    expect((await save(user, ids[MAX_SAVED_JOBS + 1]!)).status).toBe(204);
    expect(await savedBy(user)).toHaveLength(MAX_SAVED_JOBS);
  });
});

describe('deleting the account', () => {
  it('deletes its saved jobs and leaves everyone else’s', async () => {
    const [leaver, stayer] = await Promise.all([api.user('leaver'), api.user('stayer')]);
    const job = await post('Saved By Two');
    expect((await save(leaver, job._id)).status).toBe(204);
    expect((await save(stayer, job._id)).status).toBe(204);
    expect((await api.request('DELETE', '/account', { token: leaver.token })).status).toBe(204);
    const rows = await api.database.db.read<{ user_email: string }>(
      'SELECT user_email FROM saved_jobs WHERE job_id = $1',
      [job._id],
    );
    expect(rows.map((row) => row.user_email)).toEqual([stayer.email]);
  });
});
