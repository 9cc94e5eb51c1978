import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationMessage, NotificationList } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { newUser, startTestApi, type TestApi } from './support/harness.ts';
import { replicaPairs, type ReplicaPair } from './support/replica-pair.ts';
import type { ErrorBody, TestUser } from './support/types.ts';

/**
 * Messages on an application (docs/product.md, Questions and messages): only the job's poster and
 * the applicant read and write them, in order and 20 a page, still after the job closes; each
 * notifies the other side in its own transaction; a user writes at most 30 posts an hour, counted
 * across API processes.
 */

const jobInput = {
  title: 'Messaged Role',
  company: 'Northwind',
  location: 'Remote',
  salary: '$1',
  type: 'Full-time',
  description: 'A job whose applicants talk to its poster.',
};

let api: TestApi;
let poster: TestUser;
let applicant: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [poster, applicant, stranger] = await Promise.all([
    api.user('m-poster', 'Pat Poster'),
    api.user('m-applicant', 'Ada Applicant'),
    api.user('m-stranger'),
  ]);
});
afterAll(() => api?.close());

async function application(
  send: TestApi['request'] = api.request,
  users = { poster, applicant },
): Promise<{ jobId: string; applicationId: string }> {
  const job = await send<{ _id: string }>('POST', '/jobs', {
    token: users.poster.token,
    body: jobInput,
  });
  expect(job.status).toBe(201);
  const applied = await send<{ applicationId: string }>('POST', `/jobs/${job.body._id}/apply`, {
    token: users.applicant.token,
    body: { resumeUrl: 'https://example.com/cv.pdf' },
  });
  expect(applied.status).toBe(201);
  return { jobId: job.body._id, applicationId: applied.body.applicationId };
}

const write = (id: string, user: TestUser, body: string, send: TestApi['request'] = api.request) =>
  send<ApplicationMessage | ErrorBody>('POST', `/applications/${id}/messages`, {
    token: user.token,
    body: { body },
  });

const read = (id: string, user: TestUser, query = '') =>
  api.request<ApplicationMessage[] | ErrorBody>('GET', `/applications/${id}/messages${query}`, {
    token: user.token,
  });

describe('messages on an application', () => {
  it('the poster and the applicant write to each other, in order; each side sees whose is whose', async () => {
    const { applicationId } = await application();
    expect((await write(applicationId, applicant, 'Is the role part-time?')).status).toBe(201);
    const reply = await write(applicationId, poster, 'It can be.');
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      applicationId,
      body: 'It can be.',
      authorName: 'Pat Poster',
      fromPoster: true,
      mine: true,
    });
    const seen = await read(applicationId, applicant);
    expect(seen.status).toBe(200);
    expect(seen.headers['x-total-count']).toBe('2');
    expect(seen.body).toMatchObject([
      {
        body: 'Is the role part-time?',
        authorName: 'Ada Applicant',
        fromPoster: false,
        mine: true,
      },
      { body: 'It can be.', fromPoster: true, mine: false },
    ]);
  });

  it('keeps plain text as written (no HTML is made of it)', async () => {
    const { applicationId } = await application();
    const text = '<script>alert(1)</script> **not bold**';
    expect((await write(applicationId, applicant, text)).body).toMatchObject({ body: text });
  });

  it('pages by 20, oldest first, with the total', async () => {
    const { applicationId } = await application();
    for (let n = 1; n <= 21; n += 1) {
      const sent = await write(applicationId, n % 2 ? applicant : poster, `Message ${n}`);
      expect(sent.status).toBe(201);
    }
    const first = await read(applicationId, poster);
    expect(first.headers['x-total-count']).toBe('21');
    expect((first.body as ApplicationMessage[]).map((m) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${i + 1}`),
    );
    const second = await read(applicationId, poster, '?offset=20');
    expect((second.body as ApplicationMessage[]).map((m) => m.body)).toEqual(['Message 21']);
    expect((await read(applicationId, poster, '?limit=21')).status).toBe(400);
  });

  it('nobody else reads or writes it: 404 as for a missing application, 401 signed out', async () => {
    const { applicationId } = await application();
    await write(applicationId, applicant, 'Hello');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [applicationId, missing, 'not-a-uuid']) {
      const listed = await read(id, stranger);
      expect(listed.status).toBe(404);
      expect(listed.body).toEqual({ error: messages.applicationNotFound });
      const written = await write(id, stranger, 'Let me in');
      expect(written.status).toBe(404);
      expect(written.body).toEqual({ error: messages.applicationNotFound });
    }
    expect((await api.request('GET', `/applications/${applicationId}/messages`)).status).toBe(401);
    const signedOut = await api.request('POST', `/applications/${applicationId}/messages`, {
      body: { body: 'Hi' },
    });
    expect(signedOut.status).toBe(401);
    expect((await read(applicationId, poster)).headers['x-total-count']).toBe('1');
  });

  it('stays readable, and writable, after the job closes; goes with a withdrawn application', async () => {
    const { jobId, applicationId } = await application();
    await write(applicationId, applicant, 'Before closing');
    const closed = await api.request('PATCH', `/jobs/${jobId}`, {
      token: poster.token,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    expect((await read(applicationId, applicant)).body).toMatchObject([{ body: 'Before closing' }]);
    expect((await write(applicationId, poster, 'After closing')).status).toBe(201);

    const other = await application();
    await write(other.applicationId, applicant, 'Then I withdraw');
    const withdrawn = await api.request('DELETE', `/applications/${other.applicationId}`, {
      token: applicant.token,
    });
    expect(withdrawn.status).toBe(204);
    expect((await read(other.applicationId, applicant)).status).toBe(404);
  });

  it('every text limit is a 400 naming the field; nothing is written', async () => {
    const { applicationId } = await application();
    const cases: [string, string][] = [
      ['', messages.messageEmpty],
      ['   \n ', messages.messageBlank],
      ['x'.repeat(2001), messages.messageTooLong],
    ];
    for (const [body, error] of cases) {
      const refused = await write(applicationId, applicant, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error });
    }
    expect((await write(applicationId, applicant, '😀'.repeat(2000))).status).toBe(201);
    expect((await read(applicationId, applicant)).headers['x-total-count']).toBe('1');
  });

  it("notifies the other side: 'New message about {job title}'", async () => {
    const [p, a] = await Promise.all([newUser('mn-poster', 'Nia Poster'), newUser('mn-app')]);
    const { jobId, applicationId } = await application(api.request, { poster: p, applicant: a });
    await api.request('POST', '/notifications/read', { token: p.token });
    await write(applicationId, a, 'A question');
    await write(applicationId, p, 'An answer');
    const list = async (user: TestUser) =>
      (await api.request<NotificationList>('GET', '/notifications', { token: user.token })).body;
    const toPoster = (await list(p)).notifications.filter((n) => n.kind === 'applicationMessage');
    const toApplicant = (await list(a)).notifications.filter(
      (n) => n.kind === 'applicationMessage',
    );
    expect(toPoster).toHaveLength(1);
    expect(toPoster[0]).toMatchObject({
      subject: jobInput.title,
      company: jobInput.company,
      jobId,
      applicationId,
      read: false,
    });
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]).toMatchObject({ actor: 'Nia Poster', applicationId });
  });

  it('a refused message writes no notification and counts for nothing', async () => {
    const [p, a] = await Promise.all([newUser('mr-poster'), newUser('mr-app')]);
    const { applicationId } = await application(api.request, { poster: p, applicant: a });
    await api.request('POST', '/notifications/read', { token: p.token });
    expect((await write(applicationId, a, '')).status).toBe(400);
    const listed = await api.request<NotificationList>('GET', '/notifications', {
      token: p.token,
    });
    expect(listed.body.unread).toBe(0);
  });
});

const pairs = replicaPairs('application-messages.test.ts', 0);

describe.each(pairs)('the posting limit across two API servers on %s', (_name, create) => {
  let pair: ReplicaPair;
  beforeAll(async () => {
    pair = await create();
  }, 120_000);
  afterAll(() => pair?.close());

  it('30 posts an hour per user, whichever server takes them; the 31st is a 429', async () => {
    const [p, a] = await Promise.all([newUser('ml-poster'), newUser('ml-app')]);
    const { applicationId } = await application(pair.a, { poster: p, applicant: a });
    // Sent at once, half to each server: exactly 30 are written.
    const sent = await Promise.all(
      Array.from({ length: 34 }, (_, n) =>
        write(applicationId, a, `Post ${n}`, n % 2 ? pair.a : pair.b),
      ),
    );
    const statuses = sent.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = sent.find((response) => response.status === 429);
    expect(refused?.body).toEqual({ error: messages.postingTooFast });
    const listed = await pair.b<ApplicationMessage[]>(
      'GET',
      `/applications/${applicationId}/messages`,
      { token: p.token },
    );
    expect(listed.headers['x-total-count']).toBe('30');
    // The poster's own counter is their own.
    expect((await write(applicationId, p, 'Still me', pair.b)).status).toBe(201);
  }, 60_000);
});
