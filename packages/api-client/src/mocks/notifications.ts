import type { Notification } from '../types';
import { FIXTURE_NOW, fixtureCourses, fixtureJobs } from './fixtures';
import { createMockDb, type MockDb } from './db';

const hoursAgo = (hours: number) =>
  new Date(FIXTURE_NOW.getTime() - hours * 3_600_000).toISOString();

const job = (index: number) => {
  const found = fixtureJobs[index];
  if (!found) throw new Error(`no fixture job ${index}`);
  return found;
};
const course = (index: number) => {
  const found = fixtureCourses[index];
  if (!found) throw new Error(`no fixture course ${index}`);
  return found;
};

/** One notification of every kind, newest first; the first two unread. */
export const fixtureNotifications: Notification[] = [
  {
    _id: 'notification-1',
    kind: 'applicationStatus',
    subject: job(0).title,
    company: job(0).company,
    jobId: job(0)._id,
    status: 'Shortlisted',
    read: false,
    createdAt: hoursAgo(1),
  },
  {
    _id: 'notification-2',
    kind: 'applicationReceived',
    subject: job(1).title,
    company: job(1).company,
    jobId: job(1)._id,
    actor: 'Grace Hopper',
    read: false,
    createdAt: hoursAgo(5),
  },
  {
    _id: 'notification-3',
    kind: 'jobClosed',
    subject: job(2).title,
    company: job(2).company,
    jobId: job(2)._id,
    read: true,
    createdAt: hoursAgo(30),
  },
  {
    _id: 'notification-4',
    kind: 'jobDeleted',
    subject: job(3).title,
    company: job(3).company,
    read: true,
    createdAt: hoursAgo(80),
  },
  {
    _id: 'notification-5',
    kind: 'courseDeleted',
    subject: course(0).title,
    read: true,
    createdAt: hoursAgo(200),
  },
  {
    _id: 'notification-6',
    kind: 'jobMatch',
    subject: job(6).title,
    company: job(6).company,
    jobId: job(6)._id,
    read: true,
    createdAt: hoursAgo(300),
  },
];

/** The caller has one notification of every kind, two of them unread. */
export function notificationsDb(): MockDb {
  return createMockDb({ notifications: fixtureNotifications });
}

/** Every notification with the longest texts a person might write (long titles and names). */
export function longNotificationsDb(): MockDb {
  const long = 'Senior Principal Distributed Systems Reliability and Observability Engineer';
  return createMockDb({
    notifications: fixtureNotifications.map((notification) => ({
      ...notification,
      subject: `${long} (${notification.kind})`,
      ...(notification.company !== undefined && {
        company: 'Internationale Gesellschaft für Zusammenarbeit und Entwicklung GmbH',
      }),
      ...(notification.actor !== undefined && {
        actor: 'Maximiliane Alexandra Konstantinopoulou-Wolfeschlegelsteinhausen',
      }),
    })),
  });
}
