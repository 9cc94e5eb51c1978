import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationData } from '../src/tables/notifications.ts';
import { startNotificationCleanup } from '../src/notifications-cleanup.ts';
import { newUser, startTestApi, type TestApi } from './support/harness.ts';
import { replicaPairs, type ReplicaPair } from './support/replica-pair.ts';
import type { TestUser } from './support/types.ts';

/**
 * Notifications (docs/product.md): written with the event that causes them, seen and changed
 * only by their recipient, kept 90 days, and in any replica's first read after the write.
 */

interface Notification {
  _id: string;
  kind: string;
  subject: string;
  company?: string;
  jobId?: string;
  courseId?: string;
  status?: string;
  actor?: string;
  read: boolean;
  createdAt: string;
}
interface NotificationList {
  notifications: Notification[];
  unread: number;
  unseen: number;
}

const jobInput = {
  title: 'Data Analyst',
  company: 'Northwind',
  location: 'Remote',
  salary: '$1',
  type: 'Full-time',
  description: 'Numbers.',
};

const courseInput = {
  title: 'Notified Course',
  description: 'A course whose learners hear that it was deleted.',
  imageUrl: 'https://example.com/course.png',
  duration: '2 weeks',
  category: 'cloud computing',
};

let api: TestApi;
let poster: TestUser;
let applicant: TestUser;
let other: TestUser;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  poster = await api.user('n-poster', 'Pat Poster');
  applicant = await api.user('n-applicant', 'Ada Applicant');
  other = await api.user('n-other');
});
afterAll(() => api?.close());

const list = async (user: TestUser) => {
  const response = await api.request<NotificationList>('GET', '/notifications', {
    token: user.token,
  });
  expect(response.status).toBe(200);
  return response.body;
};

async function postJob(title = jobInput.title): Promise<string> {
  const posted = await api.request<{ _id: string }>('POST', '/jobs', {
    token: poster.token,
    body: { ...jobInput, title },
  });
  expect(posted.status).toBe(201);
  return posted.body._id;
}

async function apply(jobId: string, user = applicant): Promise<string> {
  const applied = await api.request<{ applicationId: string }>('POST', `/jobs/${jobId}/apply`, {
    token: user.token,
    body: { resumeUrl: 'https://example.com/cv.pdf' },
  });
  expect(applied.status).toBe(201);
  return applied.body.applicationId;
}

describe('events notify', () => {
  it('an application notifies the poster, with the applicant name and the job', async () => {
    const before = await list(poster);
    const jobId = await postJob('Applied Role');
    await apply(jobId);
    const after = await list(poster);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'applicationReceived',
      subject: 'Applied Role',
      company: 'Northwind',
      jobId,
      actor: 'Ada Applicant',
      read: false,
    });
  });

  it('a status change notifies the applicant; setting the same status again does not', async () => {
    const jobId = await postJob('Status Role');
    const applicationId = await apply(jobId);
    const before = (await list(applicant)).notifications.length;
    const set = (status: string) =>
      api.request('PATCH', `/applications/${applicationId}`, {
        token: poster.token,
        body: { status },
      });
    expect((await set('Shortlisted')).status).toBe(200);
    expect((await set('Shortlisted')).status).toBe(200);
    const after = await list(applicant);
    expect(after.notifications.length).toBe(before + 1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'applicationStatus',
      subject: 'Status Role',
      status: 'Shortlisted',
      jobId,
    });
  });

  it('closing a job notifies its applicants once; reopening does not', async () => {
    const jobId = await postJob('Closing Role');
    await apply(jobId);
    const before = (await list(applicant)).notifications.length;
    const setStatus = (status: string) =>
      api.request('PATCH', `/jobs/${jobId}`, { token: poster.token, body: { status } });
    expect((await setStatus('closed')).status).toBe(200);
    expect((await setStatus('closed')).status).toBe(200);
    expect((await setStatus('open')).status).toBe(200);
    const after = await list(applicant);
    expect(after.notifications.length).toBe(before + 1);
    expect(after.notifications[0]).toMatchObject({ kind: 'jobClosed', subject: 'Closing Role' });
  });

  it('deleting a job notifies its applicants, keeping the title', async () => {
    const jobId = await postJob('Deleted Role');
    await apply(jobId);
    expect((await api.request('DELETE', `/jobs/${jobId}`, { token: poster.token })).status).toBe(
      204,
    );
    const [latest] = (await list(applicant)).notifications;
    expect(latest).toMatchObject({ kind: 'jobDeleted', subject: 'Deleted Role' });
    expect(latest?.jobId).toBeUndefined();
  });

  it('deleting a course notifies the learners enrolled in it, not its owner', async () => {
    const created = await api.request<{ _id: string }>('POST', '/courses', {
      token: poster.token,
      body: courseInput,
    });
    expect(created.status).toBe(201);
    const enrolled = await api.request('POST', '/enrollments', {
      token: other.token,
      body: { courseId: created.body._id },
    });
    expect(enrolled.status, enrolled.text).toBeLessThan(300);
    const posterBefore = (await list(poster)).notifications.length;
    expect(
      (await api.request('DELETE', `/courses/${created.body._id}`, { token: poster.token })).status,
    ).toBe(204);
    const [latest] = (await list(other)).notifications;
    expect(latest).toMatchObject({ kind: 'courseDeleted', subject: 'Notified Course' });
    expect((await list(poster)).notifications.length).toBe(posterBefore);
  });

  it('a refused event writes no notification (applying twice)', async () => {
    const jobId = await postJob('Twice Role');
    await apply(jobId);
    const before = (await list(poster)).notifications.length;
    const again = await api.request('POST', `/jobs/${jobId}/apply`, {
      token: applicant.token,
      body: { resumeUrl: 'https://example.com/cv.pdf' },
    });
    expect(again.status).toBe(409);
    expect((await list(poster)).notifications.length).toBe(before);
  });
});

describe('authorization: a user sees and changes only their own', () => {
  it('signed out: 401 for every operation', async () => {
    expect((await api.request('GET', '/notifications')).status).toBe(401);
    expect((await api.request('POST', '/notifications/read')).status).toBe(401);
    expect((await api.request('POST', '/notifications/seen')).status).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await api.request('POST', `/notifications/${id}/read`)).status).toBe(401);
  });

  it("nobody lists, reads or marks another user's notification", async () => {
    const jobId = await postJob('Private Role');
    await apply(jobId);
    const [mine] = (await list(poster)).notifications;
    expect(mine?.read).toBe(false);
    const id = mine?._id ?? '';
    expect((await list(other)).notifications.some((n) => n._id === id)).toBe(false);
    const foreign = await api.request('POST', `/notifications/${id}/read`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      error: 'Notification not found. It may be older than 90 days; refresh the page.',
    });
    // 'Mark all' by someone else leaves it unread.
    expect((await api.request('POST', '/notifications/read', { token: other.token })).status).toBe(
      204,
    );
    expect((await list(poster)).notifications.find((n) => n._id === id)?.read).toBe(false);
    // Not a UUID: 404 too, never 500.
    expect(
      (await api.request('POST', '/notifications/nope/read', { token: poster.token })).status,
    ).toBe(404);
  });

  it('the recipient marks one read, then all', async () => {
    await apply(await postJob('Read Role A'));
    await apply(await postJob('Read Role B'));
    const before = await list(poster);
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const first = before.notifications[0];
    const marked = await api.request<Notification>('POST', `/notifications/${first?._id}/read`, {
      token: poster.token,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.read).toBe(true);
    expect((await list(poster)).unread).toBe(before.unread - 1);
    expect((await api.request('POST', '/notifications/read', { token: poster.token })).status).toBe(
      204,
    );
    const after = await list(poster);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
  });
});

describe("the navbar's count: new notifications, seen once the list is opened", () => {
  it('opening the list clears the count and leaves each unread until it is followed', async () => {
    // A user of their own: the count is over everything they have.
    const owner = await api.user('n-seen', 'Sam Seen');
    const jobA = await api.request<{ _id: string }>('POST', '/jobs', {
      token: owner.token,
      body: { ...jobInput, title: 'Seen Role A' },
    });
    const jobB = await api.request<{ _id: string }>('POST', '/jobs', {
      token: owner.token,
      body: { ...jobInput, title: 'Seen Role B' },
    });
    await apply(jobA.body._id);
    await apply(jobB.body._id);
    expect(await list(owner)).toMatchObject({ unread: 2, unseen: 2 });

    // Opening the list: nothing new any more, both still unread.
    const seen = await api.request('POST', '/notifications/seen', { token: owner.token });
    expect(seen.status).toBe(204);
    const opened = await list(owner);
    expect(opened).toMatchObject({ unread: 2, unseen: 0 });
    expect(opened.notifications.map((n) => n.read)).toEqual([false, false]);
    // Seeing twice is seeing once; someone else's call changes nothing here.
    expect((await api.request('POST', '/notifications/seen', { token: owner.token })).status).toBe(
      204,
    );

    // A new one counts again, the seen ones do not.
    await apply(jobA.body._id, other);
    expect(await list(owner)).toMatchObject({ unread: 3, unseen: 1 });
    expect((await api.request('POST', '/notifications/seen', { token: other.token })).status).toBe(
      204,
    );
    expect((await list(owner)).unseen).toBe(1);

    // Following the new one reads it, and it no longer counts as new either.
    const [newest] = (await list(owner)).notifications;
    await api.request('POST', `/notifications/${newest?._id}/read`, { token: owner.token });
    expect(await list(owner)).toMatchObject({ unread: 2, unseen: 0 });
    await api.request('POST', '/notifications/read', { token: owner.token });
    expect(await list(owner)).toMatchObject({ unread: 0, unseen: 0 });
  });
});

describe('kept 90 days', () => {
  it('an older notification is neither listed nor markable, and the cleanup deletes it', async () => {
    const jobId = await postJob('Old Role');
    await apply(jobId);
    const [latest] = (await list(poster)).notifications;
    const id = latest?._id ?? '';
    await api.database.db.write(
      "UPDATE notifications SET created_at = now() - interval '91 days' WHERE id = $1",
      [id],
    );
    expect((await list(poster)).notifications.some((n) => n._id === id)).toBe(false);
    expect(
      (await api.request('POST', `/notifications/${id}/read`, { token: poster.token })).status,
    ).toBe(404);
    const data = notificationData(api.database.db);
    const stop = startNotificationCleanup(data, (error) => {
      throw error;
    });
    stop();
    // The first run starts at once; wait for it by running one more (idempotent).
    await data.deleteExpired();
    const rows = await api.database.db.read('SELECT 1 FROM notifications WHERE id = $1', [id]);
    expect(rows).toEqual([]);
  });
});

const pairs = replicaPairs('notifications.test.ts', 0);

describe.each(pairs)('read your notifications through the other replica on %s', (_name, create) => {
  let pair: ReplicaPair;
  let owner: TestUser;
  let learner: TestUser;
  beforeAll(async () => {
    pair = await create();
    owner = await newUser('nr-poster');
    learner = await newUser('nr-applicant');
  }, 120_000);
  afterAll(() => pair?.close());

  it("an event or a mark-read through A is in B's first read (20 rounds)", async () => {
    const stale: string[] = [];
    const unreadThroughB = async (user: TestUser) => {
      const response = await pair.b<NotificationList>('GET', '/notifications', {
        token: user.token,
      });
      expect(response.status).toBe(200);
      return response.body.unread;
    };
    // B caches the empty lists first.
    await unreadThroughB(owner);
    await unreadThroughB(learner);
    for (let round = 1; round <= 20; round += 1) {
      const posted = await pair.a<{ _id: string }>('POST', '/jobs', {
        token: owner.token,
        body: { ...jobInput, title: `Round ${round}` },
      });
      expect(posted.status).toBe(201);
      await unreadThroughB(owner);
      const applied = await pair.a<{ applicationId: string }>(
        'POST',
        `/jobs/${posted.body._id}/apply`,
        { token: learner.token, body: { resumeUrl: 'https://example.com/cv.pdf' } },
      );
      expect(applied.status).toBe(201);
      if ((await unreadThroughB(owner)) !== 1) stale.push(`round ${round}: application`);
      const status = await pair.a('PATCH', `/applications/${applied.body.applicationId}`, {
        token: owner.token,
        body: { status: 'Reviewed' },
      });
      expect(status.status).toBe(200);
      if ((await unreadThroughB(learner)) !== 1) stale.push(`round ${round}: status`);
      const all = await pair.a('POST', '/notifications/read', { token: owner.token });
      expect(all.status).toBe(204);
      if ((await unreadThroughB(owner)) !== 0) stale.push(`round ${round}: mark all (poster)`);
      const listed = await pair.b<NotificationList>('GET', '/notifications', {
        token: learner.token,
      });
      const id = listed.body.notifications[0]?._id ?? '';
      const one = await pair.a('POST', `/notifications/${id}/read`, { token: learner.token });
      expect(one.status).toBe(200);
      if ((await unreadThroughB(learner)) !== 0) stale.push(`round ${round}: mark one`);
    }
    expect(stale).toEqual([]);
  });
});
