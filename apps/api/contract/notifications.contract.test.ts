import { beforeAll, describe, expect, it } from 'vitest';
import { clientForThisFile, jobInput, runId } from './support/target.ts';
import type { ErrorBody, Job, User } from './support/target.ts';

/**
 * Notifications (openapi.yaml, tag notifications): an event writes one for the person it
 * concerns, who alone lists it and marks it read.
 */

interface Notification {
  _id: string;
  kind: string;
  subject: string;
  jobId?: string;
  status?: string;
  read: boolean;
}
interface NotificationList {
  notifications: Notification[];
  unread: number;
  unseen: number;
}

const api = clientForThisFile();
let poster: User;
let applicant: User;
let stranger: User;

beforeAll(async () => {
  [poster, applicant, stranger] = await Promise.all([
    api.user('n-poster', 'Nora Poster'),
    api.user('n-applicant', 'Arne Applicant'),
    api.user('n-stranger'),
  ]);
});

const list = (user: User) =>
  api.request<NotificationList>('GET', '/notifications', { token: user.token });

describe('notifications', () => {
  it('an application notifies the poster; a status change the applicant; only they see them', async () => {
    const title = `Notified ${runId}`;
    const job = await api.request<Job>('POST', '/jobs', {
      token: poster.token,
      body: jobInput({ title }),
    });
    expect(job.status).toBe(201);
    const applied = await api.request<{ applicationId: string }>(
      'POST',
      `/jobs/${job.body._id}/apply`,
      { token: applicant.token, body: { resumeUrl: 'https://example.com/cv.pdf' } },
    );
    expect(applied.status).toBe(201);

    const posters = await list(poster);
    expect(posters.status).toBe(200);
    const received = posters.body.notifications.find((n) => n.jobId === job.body._id);
    expect(received).toMatchObject({ kind: 'applicationReceived', subject: title, read: false });
    expect(posters.body.unread).toBeGreaterThanOrEqual(1);

    const patched = await api.request('PATCH', `/applications/${applied.body.applicationId}`, {
      token: poster.token,
      body: { status: 'Hired' },
    });
    expect(patched.status).toBe(200);
    const applicants = await list(applicant);
    expect(applicants.body.notifications[0]).toMatchObject({
      kind: 'applicationStatus',
      status: 'Hired',
      subject: title,
    });

    const strangers = await list(stranger);
    expect(strangers.status).toBe(200);
    expect(strangers.body).toEqual({ notifications: [], unread: 0, unseen: 0 });

    const id = received?._id ?? '';
    const foreign = await api.request<ErrorBody>('POST', `/notifications/${id}/read`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual(expect.any(String));

    const mine = await api.request<Notification>('POST', `/notifications/${id}/read`, {
      token: poster.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ _id: id, read: true });

    const all = await api.request('POST', '/notifications/read', { token: applicant.token });
    expect(all.status).toBe(204);
    expect((await list(applicant)).body.unread).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expect((await api.request('GET', '/notifications')).status).toBe(401);
    expect((await api.request('POST', '/notifications/read')).status).toBe(401);
  });
});
