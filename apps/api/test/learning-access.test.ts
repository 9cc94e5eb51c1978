/**
 * The authorization matrix of the learning operations (docs/product.md, Learning): for each
 * operation, what a signed-out visitor, a signed-in stranger, a learner enrolled in the course and
 * the course's author get. The author's curriculum writes are a 404 for everyone else (no
 * existence leak); a lesson's content and a learner's writes are a 403 for whoever is neither
 * enrolled nor the author; the outline and a certificate are public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

let api: TestApi;
const users: Record<'author' | 'learner' | 'stranger', TestUser | undefined> = {
  author: undefined,
  learner: undefined,
  stranger: undefined,
};
let courseId = '';
let sectionId = '';
let articleId = '';
let quizId = '';
let certificateId = '';

type Caller = 'signedOut' | keyof typeof users;

interface Call {
  method: string;
  url: () => string;
  body?: () => unknown;
}

const article = { title: 'Article', kind: 'article', minutes: 5, preview: false, body: 'Text.' };

const CALLS: Record<string, Call> = {
  getCurriculum: { method: 'GET', url: () => `/courses/${courseId}/curriculum` },
  createSection: {
    method: 'POST',
    url: () => `/courses/${courseId}/curriculum/sections`,
    body: () => ({ title: 'Another' }),
  },
  updateSection: {
    method: 'PATCH',
    url: () => `/courses/${courseId}/curriculum/sections/${sectionId}`,
    body: () => ({ title: 'Renamed' }),
  },
  reorderSections: {
    method: 'PUT',
    url: () => `/courses/${courseId}/curriculum/order`,
    // The order as stored now (createSection's row added one for the author).
    body: async () => {
      const outline = await api.request<{ sections: { _id: string }[] }>(
        'GET',
        `/courses/${courseId}/curriculum`,
      );
      const order = outline.body.sections.map((section) => section._id);
      return { order, previousOrder: order };
    },
  },
  reorderLessons: {
    method: 'PUT',
    url: () => `/courses/${courseId}/curriculum/sections/${sectionId}/order`,
    body: () => ({ order: [articleId, quizId], previousOrder: [articleId, quizId] }),
  },
  createLesson: {
    method: 'POST',
    url: () => `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`,
    body: () => article,
  },
  updateLesson: {
    method: 'PUT',
    url: () => `/courses/${courseId}/lessons/${articleId}`,
    body: () => article,
  },
  getLesson: { method: 'GET', url: () => `/courses/${courseId}/lessons/${articleId}` },
  completeLesson: {
    method: 'PUT',
    url: () => `/courses/${courseId}/lessons/${articleId}/completion`,
  },
  uncompleteLesson: {
    method: 'DELETE',
    url: () => `/courses/${courseId}/lessons/${articleId}/completion`,
  },
  submitQuizAttempt: {
    method: 'POST',
    url: () => `/courses/${courseId}/lessons/${quizId}/attempts`,
    body: () => ({ answers: [0] }),
  },
  getLatestQuizAttempt: {
    method: 'GET',
    url: () => `/courses/${courseId}/lessons/${quizId}/attempts/latest`,
  },
  getCourseProgress: { method: 'GET', url: () => `/courses/${courseId}/progress` },
  setLastPosition: {
    method: 'PUT',
    url: () => `/courses/${courseId}/progress/position`,
    body: () => ({ lessonId: articleId }),
  },
  listMyProgress: { method: 'GET', url: () => '/progress' },
  listMyCertificates: { method: 'GET', url: () => '/certificates/mine' },
  getCertificate: { method: 'GET', url: () => `/certificates/${certificateId}` },
};

/** Expected status per caller: signed out, stranger, enrolled learner, author. */
const MATRIX: Record<keyof typeof CALLS, [number, number, number, number]> = {
  getCurriculum: [200, 200, 200, 200],
  createSection: [401, 404, 404, 201],
  updateSection: [401, 404, 404, 200],
  reorderSections: [401, 404, 404, 200],
  reorderLessons: [401, 404, 404, 200],
  createLesson: [401, 404, 404, 201],
  updateLesson: [401, 404, 404, 200],
  getLesson: [401, 403, 200, 200],
  completeLesson: [401, 403, 200, 403],
  uncompleteLesson: [401, 403, 200, 403],
  submitQuizAttempt: [401, 403, 201, 403],
  getLatestQuizAttempt: [401, 403, 200, 200],
  getCourseProgress: [401, 200, 200, 200],
  setLastPosition: [401, 403, 204, 403],
  listMyProgress: [401, 200, 200, 200],
  listMyCertificates: [401, 200, 200, 200],
  getCertificate: [200, 200, 200, 200],
};

const CALLERS: Caller[] = ['signedOut', 'stranger', 'learner', 'author'];

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  users.author = await api.user('author', 'Ada Author');
  users.learner = await api.user('learner', 'Lena Learner');
  users.stranger = await api.user('stranger');
  const token = (user: keyof typeof users) => users[user]?.token;
  const course = await api.request<{ _id: string }>('POST', '/courses', {
    token: token('author'),
    body: {
      title: 'Guarded',
      description: 'Who may do what.',
      imageUrl: 'https://example.com/g.png',
      duration: '1 day',
    },
  });
  courseId = course.body._id;
  const section = await api.request<{ outline: { sections: { _id: string }[] } }>(
    'POST',
    `/courses/${courseId}/curriculum/sections`,
    { token: token('author'), body: { title: 'Only' } },
  );
  sectionId = section.body.outline.sections[0]?._id ?? '';
  const lessons = `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`;
  articleId = (
    await api.request<{ lessonId: string }>('POST', lessons, {
      token: token('author'),
      body: article,
    })
  ).body.lessonId;
  quizId = (
    await api.request<{ lessonId: string }>('POST', lessons, {
      token: token('author'),
      body: {
        title: 'Quiz',
        kind: 'quiz',
        minutes: 2,
        preview: false,
        quiz: { passMark: 50, questions: [{ prompt: 'Yes?', options: ['Yes', 'No'], answer: 0 }] },
      },
    })
  ).body.lessonId;
  await api.request('POST', '/enrollments', { token: token('learner'), body: { courseId } });
  // A certificate to look up: another course the learner finishes.
  const other = await api.request<{ _id: string }>('POST', '/courses', {
    token: token('author'),
    body: {
      title: 'Short',
      description: 'One lesson.',
      imageUrl: 'https://example.com/s.png',
      duration: '1 hour',
    },
  });
  const otherSection = await api.request<{ outline: { sections: { _id: string }[] } }>(
    'POST',
    `/courses/${other.body._id}/curriculum/sections`,
    { token: token('author'), body: { title: 'Only' } },
  );
  const only = await api.request<{ lessonId: string }>(
    'POST',
    `/courses/${other.body._id}/curriculum/sections/${otherSection.body.outline.sections[0]?._id}/lessons`,
    { token: token('author'), body: article },
  );
  await api.request('POST', '/enrollments', {
    token: token('learner'),
    body: { courseId: other.body._id },
  });
  const done = await api.request<{ certificate: { _id: string } }>(
    'PUT',
    `/courses/${other.body._id}/lessons/${only.body.lessonId}/completion`,
    { token: token('learner') },
  );
  certificateId = done.body.certificate._id;
});
afterAll(() => api?.close());

describe('who may call each learning operation', () => {
  it('covers every learning operation of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(CALLS).sort());
    expect(Object.keys(CALLS)).toHaveLength(17);
  });

  it.each(Object.entries(MATRIX))('%s', async (operation, expected) => {
    const call = CALLS[operation]!;
    const got: number[] = [];
    for (const caller of CALLERS) {
      const response = await api.request(call.method, call.url(), {
        token: caller === 'signedOut' ? undefined : users[caller]?.token,
        body: await call.body?.(),
      });
      got.push(response.status);
    }
    expect(got).toEqual(expected);
  });
});
