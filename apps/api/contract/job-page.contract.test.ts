/**
 * GET /jobs/{id} (a job's own page): public, open or closed, the same answer
 * for everyone, with ETag (304s: test/public-cache.test.ts); 404 for an id that names no job.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientForThisFile, jobInput } from './support/target.ts';
import type { ErrorBody, Job, User } from './support/target.ts';

const api = clientForThisFile();
let poster: User;
let reader: User;
let job: Job;

beforeAll(async () => {
  [poster, reader] = await Promise.all([
    api.user('job-page-poster', 'Paula Poster'),
    api.user('job-page-reader'),
  ]);
  const posted = await api.request<Job>('POST', '/jobs', {
    token: poster.token,
    body: jobInput({ description: 'First paragraph.\n\nSecond paragraph.\nA new line.' }),
  });
  expect(posted.status).toBe(201);
  job = posted.body;
});

describe('GET /jobs/{id}', () => {
  it('answers an open job to anyone, signed out or in, as the board lists it', async () => {
    const signedOut = await api.request<Job>('GET', `/jobs/${job._id}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual(job);
    expect(signedOut.body.description).toBe('First paragraph.\n\nSecond paragraph.\nA new line.');
    // The poster's display name, never an e-mail, and the same answer for the poster and others.
    expect(signedOut.body.postedBy).toBe('Paula Poster');
    expect(signedOut.text).not.toContain(poster.email);
    // Signed in, the same job plus the skills of it the reader holds (docs/product.md, Jobs for
    // you): none here, as neither holds a certificate.
    for (const user of [poster, reader]) {
      const signedIn = await api.request<Job>('GET', `/jobs/${job._id}`, { token: user.token });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({ ...job, skillsHeld: [] });
    }
    const listed = await api.request<Job[]>('GET', '/jobs');
    expect(listed.body.find((j) => j._id === job._id)).toEqual(signedOut.body);
  });

  it('sends ETag and Cache-Control (public, revalidated)', async () => {
    const first = await api.request('GET', `/jobs/${job._id}`);
    expect(first.headers.etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers a closed job too (status closed), which has left GET /jobs', async () => {
    const closed = await api.request<Job>('PATCH', `/jobs/${job._id}`, {
      token: poster.token,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    const read = await api.request<Job>('GET', `/jobs/${job._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...job, status: 'closed' });
    const listed = await api.request<Job[]>('GET', '/jobs');
    expect(listed.body.some((j) => j._id === job._id)).toBe(false);
    // Reopened, it is the open job again.
    await api.request('PATCH', `/jobs/${job._id}`, {
      token: poster.token,
      body: { status: 'open' },
    });
    expect((await api.request<Job>('GET', `/jobs/${job._id}`)).body.status).toBe('open');
  });

  it('answers 404 for an id no job has, and a 4xx with an error for a malformed one', async () => {
    const unknown = await api.request<ErrorBody>(
      'GET',
      '/jobs/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.length).toBeGreaterThan(0);
    // An id of the contract's shape this server never makes: no job.
    const opaque = await api.request<ErrorBody>('GET', '/jobs/not-a-job');
    expect(opaque.status).toBe(404);
    // Outside the contract's Id pattern: the request itself is malformed.
    const malformed = await api.request<ErrorBody>('GET', `/jobs/${encodeURIComponent('a b!')}`);
    expect([400, 404]).toContain(malformed.status);
    expect(malformed.body.error.length).toBeGreaterThan(0);
  });

  it('is gone with the job once its poster deletes it', async () => {
    const posted = await api.request<Job>('POST', '/jobs', {
      token: poster.token,
      body: jobInput(),
    });
    const deleted = await api.request('DELETE', `/jobs/${posted.body._id}`, {
      token: poster.token,
    });
    expect(deleted.status).toBe(204);
    expect((await api.request('GET', `/jobs/${posted.body._id}`)).status).toBe(404);
  });
});
