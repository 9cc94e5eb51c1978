import type { Notification } from '@edugate/api-client';
import { describe, expect, it } from 'vitest';
import { notificationLink } from './links';

const question = (extra: Partial<Notification>): Notification => ({
  _id: 'n1',
  kind: 'questionAsked',
  subject: 'Statistics for Data Science',
  questionTitle: 'Why n - 1?',
  read: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...extra,
});

describe('where a notification about a question leads', () => {
  it('to its lesson, where the question is below the lesson', () => {
    expect(notificationLink(question({ courseId: 'c1', lessonId: 'l2' }))).toBe('/learn/c1/l2');
    expect(
      notificationLink(question({ kind: 'questionAnswered', courseId: 'c1', lessonId: 'l2' })),
    ).toBe('/learn/c1/l2');
  });

  it('to the course once the question (and so its lesson) is gone, the catalogue once that is', () => {
    expect(notificationLink(question({ courseId: 'c1' }))).toBe('/courses/c1');
    expect(notificationLink(question({}))).toBe('/courses');
  });
});
