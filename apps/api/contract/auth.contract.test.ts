import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/load.ts';
import {
  clientForThisFile,
  courseInput,
  jobInput,
  type ErrorBody,
  type User,
} from './support/target.ts';

const api = clientForThisFile();
let user: User;
let other: User;

beforeAll(async () => {
  [user, other] = await Promise.all([api.user('auth'), api.user('auth-other')]);
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A well-formed request for every secured operation, so a 401 cannot be a validation error in
 * disguise. Keyed by operationId; the test below fails when openapi.yaml secures one not listed.
 */
const securedRequests: Record<string, { method: string; path: string; body?: unknown }> = {
  createSession: { method: 'POST', path: '/jwt', body: { email: 'someone@example.com' } },
  createCourse: { method: 'POST', path: '/courses', body: courseInput() },
  listMyCourses: { method: 'GET', path: '/courses/my-courses' },
  updateCourse: { method: 'PUT', path: `/courses/${SOME_ID}`, body: courseInput() },
  deleteCourse: { method: 'DELETE', path: `/courses/${SOME_ID}` },
  enroll: { method: 'POST', path: '/enrollments', body: { courseId: SOME_ID } },
  unenroll: {
    method: 'DELETE',
    path: '/enrollments',
    body: { courseId: SOME_ID, userEmail: 'someone@example.com' },
  },
  checkEnrollment: {
    method: 'GET',
    path: `/enrollments/check?userEmail=someone%40example.com&courseId=${SOME_ID}`,
  },
  listUserEnrollments: { method: 'GET', path: '/enrollments/user/someone%40example.com' },
  listMyEnrollments: { method: 'GET', path: '/enrollments/my-courses' },
  getMyReview: { method: 'GET', path: `/courses/${SOME_ID}/reviews/mine` },
  putMyReview: { method: 'PUT', path: `/courses/${SOME_ID}/reviews/mine`, body: { rating: 4 } },
  deleteMyReview: { method: 'DELETE', path: `/courses/${SOME_ID}/reviews/mine` },
  listCourseLearners: { method: 'GET', path: `/courses/${SOME_ID}/learners` },
  getCourseInsights: { method: 'GET', path: `/courses/${SOME_ID}/insights` },
  createJob: { method: 'POST', path: '/jobs', body: jobInput() },
  applyToJob: {
    method: 'POST',
    path: `/jobs/${SOME_ID}/apply`,
    body: { resumeUrl: 'https://example.com/cv.pdf' },
  },
  listMyJobs: { method: 'GET', path: '/jobs/mine' },
  updateJob: { method: 'PUT', path: `/jobs/${SOME_ID}`, body: jobInput() },
  setJobStatus: { method: 'PATCH', path: `/jobs/${SOME_ID}`, body: { status: 'closed' } },
  deleteJob: { method: 'DELETE', path: `/jobs/${SOME_ID}` },
  listJobApplications: { method: 'GET', path: `/jobs/${SOME_ID}/applications` },
  listMyApplications: { method: 'GET', path: '/applications/mine' },
  setApplicationStatus: {
    method: 'PATCH',
    path: `/applications/${SOME_ID}`,
    body: { status: 'Reviewed' },
  },
  withdrawApplication: { method: 'DELETE', path: `/applications/${SOME_ID}` },
  listSavedJobs: { method: 'GET', path: '/jobs/saved' },
  saveJob: { method: 'PUT', path: `/jobs/${SOME_ID}/saved` },
  unsaveJob: { method: 'DELETE', path: `/jobs/${SOME_ID}/saved` },
  listVerifiedSkills: { method: 'GET', path: '/skills/verified' },
  getAccountSettings: { method: 'GET', path: '/account/settings' },
  updateAccountSettings: {
    method: 'PUT',
    path: '/account/settings',
    body: { jobMatchNotifications: false },
  },
  listApplicationMessages: { method: 'GET', path: `/applications/${SOME_ID}/messages` },
  postApplicationMessage: {
    method: 'POST',
    path: `/applications/${SOME_ID}/messages`,
    body: { body: 'Hello' },
  },
  createSection: {
    method: 'POST',
    path: `/courses/${SOME_ID}/curriculum/sections`,
    body: { title: 'A section' },
  },
  updateSection: {
    method: 'PATCH',
    path: `/courses/${SOME_ID}/curriculum/sections/${SOME_ID}`,
    body: { title: 'A section' },
  },
  deleteSection: { method: 'DELETE', path: `/courses/${SOME_ID}/curriculum/sections/${SOME_ID}` },
  reorderSections: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/curriculum/order`,
    body: { order: [], previousOrder: [] },
  },
  reorderLessons: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/curriculum/sections/${SOME_ID}/order`,
    body: { order: [], previousOrder: [] },
  },
  createLesson: {
    method: 'POST',
    path: `/courses/${SOME_ID}/curriculum/sections/${SOME_ID}/lessons`,
    body: lessonInput(),
  },
  getLesson: { method: 'GET', path: `/courses/${SOME_ID}/lessons/${SOME_ID}` },
  updateLesson: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/lessons/${SOME_ID}`,
    body: lessonInput(),
  },
  deleteLesson: { method: 'DELETE', path: `/courses/${SOME_ID}/lessons/${SOME_ID}` },
  completeLesson: { method: 'PUT', path: `/courses/${SOME_ID}/lessons/${SOME_ID}/completion` },
  uncompleteLesson: {
    method: 'DELETE',
    path: `/courses/${SOME_ID}/lessons/${SOME_ID}/completion`,
  },
  submitQuizAttempt: {
    method: 'POST',
    path: `/courses/${SOME_ID}/lessons/${SOME_ID}/attempts`,
    body: { answers: [0] },
  },
  getLatestQuizAttempt: {
    method: 'GET',
    path: `/courses/${SOME_ID}/lessons/${SOME_ID}/attempts/latest`,
  },
  getCourseProgress: { method: 'GET', path: `/courses/${SOME_ID}/progress` },
  setLastPosition: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/progress/position`,
    body: { lessonId: SOME_ID },
  },
  listMyProgress: { method: 'GET', path: '/progress' },
  listMyCertificates: { method: 'GET', path: '/certificates/mine' },
  revokeCertificateCredential: { method: 'POST', path: `/certificates/${SOME_ID}/revoke` },
  previewArticle: {
    method: 'POST',
    path: `/courses/${SOME_ID}/curriculum/article-preview`,
    body: { body: 'Some **text**.' },
  },
  // Questions on lessons.
  listLessonQuestions: { method: 'GET', path: `/courses/${SOME_ID}/lessons/${SOME_ID}/questions` },
  askQuestion: {
    method: 'POST',
    path: `/courses/${SOME_ID}/lessons/${SOME_ID}/questions`,
    body: { title: 'A question' },
  },
  listCourseQuestions: { method: 'GET', path: `/courses/${SOME_ID}/questions` },
  listUnansweredCounts: { method: 'GET', path: '/courses/my-courses/unanswered-questions' },
  getQuestion: { method: 'GET', path: `/courses/${SOME_ID}/questions/${SOME_ID}` },
  updateQuestion: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/questions/${SOME_ID}`,
    body: { title: 'A question' },
  },
  deleteQuestion: { method: 'DELETE', path: `/courses/${SOME_ID}/questions/${SOME_ID}` },
  upvoteQuestion: { method: 'PUT', path: `/courses/${SOME_ID}/questions/${SOME_ID}/upvote` },
  withdrawUpvote: { method: 'DELETE', path: `/courses/${SOME_ID}/questions/${SOME_ID}/upvote` },
  acceptAnswer: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/questions/${SOME_ID}/accepted-answer`,
    body: { answerId: SOME_ID },
  },
  setQuestionHidden: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/questions/${SOME_ID}/hidden`,
    body: { hidden: true },
  },
  listQuestionAnswers: { method: 'GET', path: `/courses/${SOME_ID}/questions/${SOME_ID}/answers` },
  answerQuestion: {
    method: 'POST',
    path: `/courses/${SOME_ID}/questions/${SOME_ID}/answers`,
    body: { body: 'An answer' },
  },
  updateAnswer: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/questions/${SOME_ID}/answers/${SOME_ID}`,
    body: { body: 'An answer' },
  },
  deleteAnswer: {
    method: 'DELETE',
    path: `/courses/${SOME_ID}/questions/${SOME_ID}/answers/${SOME_ID}`,
  },
  setAnswerHidden: {
    method: 'PUT',
    path: `/courses/${SOME_ID}/questions/${SOME_ID}/answers/${SOME_ID}/hidden`,
    body: { hidden: true },
  },
  // Accounts.
  deleteAccount: { method: 'DELETE', path: '/account' },
  // Notifications
  listNotifications: { method: 'GET', path: '/notifications' },
  markAllNotificationsRead: { method: 'POST', path: '/notifications/read' },
  markNotificationsSeen: { method: 'POST', path: '/notifications/seen' },
  markNotificationRead: { method: 'POST', path: `/notifications/${SOME_ID}/read` },
};

function lessonInput() {
  return { title: 'A lesson', kind: 'article', minutes: 5, preview: false, body: 'Some text.' };
}

describe('secured operations', () => {
  it('are all listed here, so each one is tried', () => {
    const secured = loadContract()
      .operations.filter((operation) => operation.secured)
      .map((operation) => operation.operationId);
    expect(secured.length).toBeGreaterThan(0);
    expect(Object.keys(securedRequests).sort()).toEqual([...secured].sort());
  });

  for (const [operationId, { method, path, body }] of Object.entries(securedRequests)) {
    it(`${operationId} (${method} ${path.split('?')[0]}) answers 401 without a token, or with a bad one`, async () => {
      for (const token of [
        undefined,
        'not.a.token',
        'garbage',
        `${'x'.repeat(40)}.${'y'.repeat(40)}.z`,
      ]) {
        const response = await api.request<ErrorBody>(method, path, { token, body });
        expect(response.status, `token ${token ?? '(none)'}`).toBe(401);
        expect(response.body.error.length).toBeGreaterThan(0);
      }
    });
  }
});

describe('a valid token without an e-mail (phone or anonymous sign-in)', () => {
  it('answers 403 on every secured operation: the per-user rules all key on the e-mail', async () => {
    const token = await api.userWithoutEmail();
    for (const [operationId, { method, path, body }] of Object.entries(securedRequests)) {
      const response = await api.request<ErrorBody>(method, path, { token, body });
      expect(response.status, operationId).toBe(403);
      expect(response.body.error.length, operationId).toBeGreaterThan(0);
    }
  });
});

describe('POST /jwt', () => {
  it('starts a session for the caller’s own e-mail and sets the session cookie', async () => {
    const response = await api.request<{ success: true; expiresAt: string }>('POST', '/jwt', {
      token: user.token,
      body: { email: user.email },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const expires = Date.parse(response.body.expiresAt);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 2 * 3600_000);
    const cookie = response.headers['set-cookie'] ?? '';
    expect(cookie).toMatch(/^edugate_session=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('answers 403 for another user’s e-mail, and sets no cookie', async () => {
    const response = await api.request<ErrorBody>('POST', '/jwt', {
      token: user.token,
      body: { email: other.email },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.length).toBeGreaterThan(0);
    expect(response.headers['set-cookie'] ?? '').not.toMatch(/edugate_session=[^;]+/);
  });
});
