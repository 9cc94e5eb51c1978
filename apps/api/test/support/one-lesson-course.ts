/**
 * A course of one short article, and a learner finishing it: what every test of certificates,
 * verified skills, matching and attached credentials sets up first.
 */
import type { Certificate } from '@edugate/api-client';
import { expect } from 'vitest';
import { defined } from '../../src/util/defined.ts';
import type { TestApi } from './harness.ts';
import type { TestUser } from './types.ts';

/** What these steps send through: a test API, or one replica of a pair (support/replica-pair.ts). */
export type Requester = Pick<TestApi, 'request'>;

export interface OneLessonCourse {
  courseId: string;
  lessonId: string;
}

/** The author's course of one article, teaching `skills`. */
export async function oneLessonCourse(
  api: Requester,
  author: TestUser,
  {
    title,
    skills = [],
    category = 'web development',
  }: {
    title: string;
    skills?: string[];
    category?: string;
  },
): Promise<OneLessonCourse> {
  const created = await api.request<{ _id: string }>('POST', '/courses', {
    token: author.token,
    body: {
      title,
      description: `Everything about ${title}.`,
      imageUrl: 'https://example.com/c.png',
      duration: '1 week',
      category,
      skills,
    },
  });
  expect(created.status).toBe(201);
  const courseId = created.body._id;
  const section = await api.request<{ outline: { sections: { _id: string }[] } }>(
    'POST',
    `/courses/${courseId}/curriculum/sections`,
    { token: author.token, body: { title: 'Only' } },
  );
  const lesson = await api.request<{ lessonId: string }>(
    'POST',
    `/courses/${courseId}/curriculum/sections/${defined(section.body.outline.sections[0], 'the section')._id}/lessons`,
    {
      token: author.token,
      body: { title: 'One', kind: 'article', minutes: 5, preview: false, body: 'Text.' },
    },
  );
  return { courseId, lessonId: lesson.body.lessonId };
}

/**
 * The learner enrols and finishes the course: the certificate issued. With `leave`, they then
 * leave it (three courses at most at a time; a finished course's certificate stays).
 */
export async function finishCourse(
  api: Requester,
  learner: TestUser,
  { courseId, lessonId }: OneLessonCourse,
  { leave = false } = {},
): Promise<Certificate> {
  const enrolled = await api.request('POST', '/enrollments', {
    token: learner.token,
    body: { courseId },
  });
  expect(enrolled.status).toBe(201);
  const done = await api.request<{ certificate: Certificate | null }>(
    'PUT',
    `/courses/${courseId}/lessons/${lessonId}/completion`,
    { token: learner.token },
  );
  if (leave) {
    await api.request('DELETE', '/enrollments', { token: learner.token, body: { courseId } });
  }
  return defined(done.body.certificate, 'the certificate');
}
