import type { Notification } from '@edugate/api-client';
import { bellLabel } from './bellLabel';

/** The notifications' texts (the product's own words, docs/product.md). */
export const notificationTexts = {
  title: 'Notifications',
  loading: 'Loading notifications',
  bellLabel,
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications marked as read',
  markFailed: 'Failed to mark notifications as read',
  loadFailed: 'Failed to load your notifications. Please try again later.',
  empty: 'No notifications yet',
  emptyHint:
    'You will hear here when someone applies to a job you posted, when an application of yours changes status or its job closes, and when a course you are enrolled in is deleted.',
  unread: 'Unread',
  keptFor: 'Notifications are kept for 90 days.',
  caption: (count: number, unread: number) =>
    `${count === 1 ? '1 notification' : `${count} notifications`}, ${unread} unread`,
};

const atCompany = (n: Notification) => (n.company ? ` at ${n.company}` : '');

/** What happened, in one sentence. */
export function notificationSentence(n: Notification): string {
  switch (n.kind) {
    case 'applicationStatus':
      return `Your application for ${n.subject}${atCompany(n)} is now ${n.status ?? 'updated'}.`;
    case 'jobClosed':
      return `${n.subject}${atCompany(n)}, a job you applied to, is no longer accepting applications.`;
    case 'jobDeleted':
      return `${n.subject}${atCompany(n)}, a job you applied to, was removed by its poster.`;
    case 'applicationReceived':
      return `${n.actor ?? 'Someone'} applied to your job ${n.subject}.`;
    case 'courseDeleted':
      return `${n.subject}, a course you were enrolled in, was deleted by its author.`;
    case 'applicationMessage':
      return `New message about ${n.subject}`;
    case 'questionAsked':
      return `New question in ${n.subject}: ${n.questionTitle ?? ''}`;
    case 'questionAnswered':
      return `${n.actor ?? 'Someone'} answered your question: ${n.questionTitle ?? ''}`;
    case 'jobMatch':
      return `A new job matches your skills: ${n.subject}${atCompany(n)}`;
  }
}
