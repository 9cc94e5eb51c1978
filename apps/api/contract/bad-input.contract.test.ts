import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientForThisFile,
  courseInput,
  jobInput,
  type Course,
  type ErrorBody,
  type Job,
  type User,
} from './support/target.ts';

const api = clientForThisFile();
let user: User;
let course: Course;
let job: Job;

beforeAll(async () => {
  user = await api.user('bad-input');
  course = (
    await api.request<Course>('POST', '/courses', { token: user.token, body: courseInput() })
  ).body;
  job = (await api.request<Job>('POST', '/jobs', { token: user.token, body: jobInput() })).body;
});

interface Case {
  method: string;
  path: () => string;
  /** A body the server accepts, so each mutation below is the only thing wrong. */
  valid: () => Record<string, unknown>;
  /** A field of type string to send as a number. */
  stringField: string;
}

const cases: Record<string, Case> = {
  createSession: {
    method: 'POST',
    path: () => '/jwt',
    valid: () => ({ email: user.email }),
    stringField: 'email',
  },
  createCourse: {
    method: 'POST',
    path: () => '/courses',
    valid: () => courseInput(),
    stringField: 'title',
  },
  updateCourse: {
    method: 'PUT',
    path: () => `/courses/${course._id}`,
    valid: () => courseInput(),
    stringField: 'duration',
  },
  enroll: {
    method: 'POST',
    path: () => '/enrollments',
    valid: () => ({ courseId: course._id }),
    stringField: 'courseId',
  },
  unenroll: {
    method: 'DELETE',
    path: () => '/enrollments',
    valid: () => ({ courseId: course._id, userEmail: user.email }),
    stringField: 'userEmail',
  },
  createJob: {
    method: 'POST',
    path: () => '/jobs',
    valid: () => jobInput(),
    stringField: 'company',
  },
  applyToJob: {
    method: 'POST',
    path: () => `/jobs/${job._id}/apply`,
    valid: () => ({ resumeUrl: 'https://example.com/cv.pdf' }),
    stringField: 'resumeUrl',
  },
};

/** 4xx with a non-empty { error } (the contract check has already validated the shape). */
function expectClientError(response: { status: number; body: unknown }, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect((response.body as ErrorBody).error.length, label).toBeGreaterThan(0);
}

describe('bad request bodies answer 4xx with { error }, never 5xx', () => {
  for (const [operationId, { method, path, valid, stringField }] of Object.entries(cases)) {
    it(`${operationId}: unknown field, wrong type, malformed JSON, not an object`, async () => {
      const bodies: [string, { body?: unknown; payload?: string }][] = [
        ['unknown field', { body: { ...valid(), surprise: true } }],
        ['wrong type', { body: { ...valid(), [stringField]: 42 } }],
        ['null field', { body: { ...valid(), [stringField]: null } }],
        ['malformed JSON', { payload: JSON.stringify(valid()).slice(0, -1) }],
        ['trailing garbage', { payload: `${JSON.stringify(valid())}}` }],
        ['array body', { body: [valid()] }],
        ['string body', { body: 'hello' }],
        ['empty object', { body: {} }],
        ['empty body', { payload: '' }],
      ];
      for (const [label, { body, payload }] of bodies) {
        const response = await api.request(method, path(), { token: user.token, body, payload });
        expectClientError(response, `${operationId}: ${label}`);
      }
    });
  }
});

describe('a body that is not JSON answers 415 with { error }', () => {
  for (const [operationId, { method, path, valid }] of Object.entries(cases)) {
    it(operationId, async () => {
      for (const [contentType, payload] of [
        ['text/plain', JSON.stringify(valid())],
        ['application/x-www-form-urlencoded', 'title=Hello'],
      ] as const) {
        const response = await api.request<ErrorBody>(method, path(), {
          token: user.token,
          payload,
          contentType,
        });
        expect(response.status, `${operationId}: ${contentType}`).toBe(415);
        expect(response.body.error.length).toBeGreaterThan(0);
      }
    });
  }

  // Writes that take no body refuse one that is not JSON the same way (the contract lists 415
  // for each); the ids need not exist, as the body is refused before the handler looks.
  const unknownId = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['deleteCourse', 'DELETE', (): string => `/courses/${course._id}`],
    ['deleteJob', 'DELETE', (): string => `/jobs/${unknownId}`],
    ['withdrawApplication', 'DELETE', (): string => `/applications/${unknownId}`],
    ['deleteAccount', 'DELETE', (): string => '/account'],
    ['markAllNotificationsRead', 'POST', (): string => '/notifications/read'],
    ['markNotificationsSeen', 'POST', (): string => '/notifications/seen'],
    ['markNotificationRead', 'POST', (): string => `/notifications/${unknownId}/read`],
  ] as const)('%s, which takes no body', async (_operation, method, path) => {
    const response = await api.request<ErrorBody>(method, path(), {
      token: user.token,
      payload: 'please',
      contentType: 'text/plain',
    });
    expect(response.status).toBe(415);
    expect(response.body.error.length).toBeGreaterThan(0);
  });
});

describe('bad parameters answer 4xx with { error }', () => {
  it('on the catalogue and on per-user reads', async () => {
    const requests: [string, string][] = [
      ['GET', '/courses?limit=-5'],
      ['GET', '/courses?offset=abc'],
      ['GET', `/courses?q=${'x'.repeat(201)}`],
      ['GET', `/enrollments/check?userEmail=${encodeURIComponent(user.email)}`],
      ['GET', `/enrollments/check?userEmail=not-an-email&courseId=${course._id}`],
      ['GET', '/enrollments/user/not-an-email'],
    ];
    for (const [method, path] of requests) {
      const response = await api.request(method, path, { token: user.token });
      expectClientError(response, `${method} ${path}`);
    }
  });

  it('leave the data as it was', async () => {
    expect((await api.request<Course>('GET', `/courses/${course._id}`)).body).toEqual(course);
  });
});
