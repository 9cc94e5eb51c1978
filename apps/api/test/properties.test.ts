import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../src/contract/ajv.ts';
import { loadContract, type JsonSchema } from '../src/contract/load.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import { defined } from '../src/util/defined.ts';

/**
 * Bad input generated from the contract: for every operation with a body, valid bodies with one
 * field replaced by an arbitrary value, dropped, or joined by an unknown field; arbitrary JSON;
 * arbitrary path ids and query strings. Whatever arrives, the answer is never a 5xx, always
 * matches the contract (the harness checks that), and a body the contract refuses is a 400.
 */
const contract = loadContract();
const ajv = createAjv({ coerce: false });
const RUNS = 30;

let api: TestApi;
let user: { email: string; token: string };
let courseId: string;
let jobId: string;
let sectionId: string;
let lessonId: string;

const quizLesson = () => ({
  title: 'Valid quiz',
  kind: 'quiz',
  minutes: 5,
  preview: false,
  quiz: { passMark: 70, questions: [{ prompt: 'Valid?', options: ['Yes', 'No'], answer: 0 }] },
});

const validBodies: Record<string, () => Record<string, unknown>> = {
  createSession: () => ({ email: user.email }),
  createCourse: () => ({
    title: 'Valid',
    description: 'A valid course.',
    imageUrl: 'https://example.com/x.png',
    duration: '1 week',
    category: 'data science',
  }),
  updateCourse: () => defined(validBodies.createCourse)(),
  enroll: () => ({ courseId }),
  unenroll: () => ({ courseId, userEmail: user.email }),
  createJob: () => ({
    title: 'Valid',
    company: 'Co',
    location: 'Here',
    salary: '1',
    type: 'Remote',
    description: 'A valid job.',
  }),
  applyToJob: () => ({ resumeUrl: 'https://example.com/cv.pdf' }),
  putMyReview: () => ({ rating: 4, comment: 'A valid review.' }),
  updateJob: () => defined(validBodies.createJob)(),
  setJobStatus: () => ({ status: 'closed' }),
  setApplicationStatus: () => ({ status: 'Reviewed' }),
  createSection: () => ({ title: 'A valid section' }),
  updateSection: () => ({ title: 'A valid section' }),
  reorderSections: () => ({ order: [sectionId], previousOrder: [sectionId] }),
  reorderLessons: () => ({ order: [lessonId], previousOrder: [lessonId] }),
  createLesson: quizLesson,
  updateLesson: quizLesson,
  submitQuizAttempt: () => ({ answers: [0] }),
  previewArticle: () => ({ body: 'Some **text**.' }),
  setLastPosition: () => ({ lessonId }),
  postApplicationMessage: () => ({ body: 'A valid message.' }),
  askQuestion: () => ({ title: 'A valid question', details: 'Some **details**.' }),
  updateQuestion: () => ({ title: 'A valid question', details: 'Some **details**.' }),
  answerQuestion: () => ({ body: 'A valid answer.' }),
  updateAnswer: () => ({ body: 'A valid answer.' }),
  acceptAnswer: () => ({ answerId: lessonId }),
  setQuestionHidden: () => ({ hidden: true }),
  setAnswerHidden: () => ({ hidden: false }),
  updateAccountSettings: () => ({
    handle: 'valid-handle',
    portfolioPublic: false,
    jobMatchNotifications: true,
  }),
};

const strange = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.webUrl(),
  fc.constantFrom(
    'a\u0000b',
    'javascript:alert(1)',
    'ftp://example.com/a',
    '//example.com',
    'http://',
    ' ',
    '',
    'x'.repeat(3000),
  ),
  fc.emailAddress(),
  fc.uuid(),
);

function mutation(keys: string[]) {
  return fc.oneof(
    fc.record({
      kind: fc.constant('replace' as const),
      key: fc.constantFrom(...keys),
      value: strange,
    }),
    fc.record({
      kind: fc.constant('drop' as const),
      key: fc.constantFrom(...keys),
      value: fc.constant(undefined),
    }),
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !keys.includes(key)),
      value: strange,
    }),
  );
}

function pathFor(operationId: string): string {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`unknown operation ${operationId}`);
  return operation.path
    .replace('{id}', operationId.includes('Job') ? jobId : courseId)
    .replace('{sectionId}', sectionId)
    .replace('{lessonId}', lessonId);
}

beforeAll(async () => {
  api = await startTestApi({ seed: true });
  user = await api.user('fuzz');
  const created = await api.request<{ _id: string }>('POST', '/courses', {
    token: user.token,
    body: defined(validBodies.createCourse)(),
  });
  courseId = created.body._id;
  const section = await api.request<{ outline: { sections: { _id: string }[] } }>(
    'POST',
    `/courses/${courseId}/curriculum/sections`,
    { token: user.token, body: { title: 'Fuzzed' } },
  );
  sectionId = section.body.outline.sections[0]?._id ?? '';
  const lesson = await api.request<{ lessonId: string }>(
    'POST',
    `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`,
    { token: user.token, body: quizLesson() },
  );
  lessonId = lesson.body.lessonId;
  jobId = (await api.request<{ _id: string }[]>('GET', '/jobs')).body[0]?._id ?? '';
});
afterAll(() => api?.close());

describe('request bodies generated from the contract', () => {
  const withBodies = contract.operations.filter((operation) => operation.body);

  it('covers every operation that takes a body', () => {
    expect(withBodies.map((operation) => operation.operationId).sort()).toEqual(
      Object.keys(validBodies).sort(),
    );
  });

  it.each(withBodies.map((operation) => [operation.operationId, operation] as const))(
    '%s: mutated bodies are refused with 400 or handled, never a 5xx',
    async (operationId, operation) => {
      const schema = operation.body as JsonSchema;
      const validate = ajv.compile(schema);
      const keys = Object.keys((schema.properties ?? {}) as object);
      await fc.assert(
        fc.asyncProperty(mutation(keys), async ({ kind, key, value }) => {
          const base = defined(validBodies[operationId])();
          const body: Record<string, unknown> =
            kind === 'drop'
              ? Object.fromEntries(Object.entries(base).filter(([name]) => name !== key))
              : { ...base, [key]: value };
          const probe = structuredClone(body);
          const valid = validate(probe);
          const response = await api.request(operation.method, pathFor(operationId), {
            token: user.token,
            body,
          });
          expect(response.status).toBeLessThan(500);
          if (!valid) expect(response.status).toBe(400);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(withBodies.map((operation) => [operation.operationId, operation] as const))(
    '%s: arbitrary JSON bodies are 4xx',
    async (operationId, operation) => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const response = await api.request(operation.method, pathFor(operationId), {
            token: user.token,
            payload: JSON.stringify(value),
          });
          expect(response.status).toBeLessThan(500);
          if (value === null || typeof value !== 'object' || Array.isArray(value))
            expect(response.status).toBe(400);
        }),
        { numRuns: RUNS / 2 },
      );
    },
  );
});

describe('paths and query strings', () => {
  it('arbitrary ids in every templated path are 4xx, never 5xx', async () => {
    const templated = contract.operations.filter((operation) => operation.path.includes('{'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...templated),
        fc.oneof(
          fc.string({ minLength: 1 }),
          fc.uuid(),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
        ),
        async (operation, id) => {
          const url = operation.path.replace(/\{[^}]+\}/, encodeURIComponent(id));
          const body = validBodies[operation.operationId]?.();
          const response = await api.request(operation.method, url, { token: user.token, body });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('arbitrary query strings on GET /courses and /enrollments/check are never 5xx', async () => {
    const keys = fc.constantFrom(
      'sort',
      'limit',
      'offset',
      'q',
      'category',
      'userEmail',
      'courseId',
      'other',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/courses', '/enrollments/check'),
        fc.array(
          fc.tuple(
            keys,
            fc.oneof(
              fc.string(),
              fc.integer().map(String),
              fc.constant(user.email),
              fc.constant('\u0000'),
            ),
          ),
          { maxLength: 5 },
        ),
        async (path, pairs) => {
          const query = pairs
            .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
            .join('&');
          const response = await api.request(`GET`, `${path}?${query}`, { token: user.token });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('arbitrary Authorization headers are 401, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (token) => {
        const response = await api.request('GET', '/courses/my-courses', {
          headers: { authorization: `Bearer ${token.replace(/[\r\n]/g, '')}` },
        });
        expect(response.status).toBe(401);
      }),
      { numRuns: RUNS },
    );
  });
});
