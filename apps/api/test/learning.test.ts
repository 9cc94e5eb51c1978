/**
 * Learning (docs/product.md) on the reference server: the outline, the author's curriculum writes
 * with their limits and the stale-order 409, who opens a lesson, quizzes graded on the server
 * with their answers kept from learners, idempotent completion, the one certificate issued by the
 * completion that finishes a course and never taken back, progress kept through unenrolling, and
 * the last position. Every answer is also checked against openapi.yaml by the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseOutline } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';

interface Outline {
  courseId: string;
  sections: { _id: string; title: string; lessons: { _id: string; kind: string }[] }[];
  lessonCount: number;
  totalMinutes: number;
}
interface Written {
  message: string;
  lessonId?: string;
  outline: Outline;
}
interface Progress {
  percent: number;
  completedCount: number;
  lessonCount: number;
  completedLessonIds: string[];
  resumeLessonId: string | null;
  lastLessonId: string | null;
  certificateId: string | null;
  enrolled: boolean;
}
interface Outcome {
  progress: Progress;
  courseCompleted: boolean;
  certificate: { _id: string; courseTitle: string; learnerName: string; authorName: string } | null;
}

let api: TestApi;
let author: TestUser;

const course = {
  title: 'Lessons Course',
  description: 'A course with a curriculum.',
  imageUrl: 'https://example.com/lessons.png',
  duration: '2 weeks',
  category: 'web development',
};

const article = (title: string, body = 'A paragraph.\n\n```js\nconsole.log(1);\n```') => ({
  title,
  kind: 'article',
  minutes: 5,
  preview: false,
  body,
});

const quiz = (title: string) => ({
  title,
  kind: 'quiz',
  minutes: 4,
  preview: false,
  quiz: {
    passMark: 50,
    questions: [
      { prompt: 'Two plus two?', options: ['3', '4', '5'], answer: 1 },
      { prompt: 'The capital of France?', options: ['Paris', 'Lyon'], answer: 0 },
    ],
  },
});

async function newCourse(owner: TestUser = author): Promise<string> {
  const created = await api.request<{ _id: string }>('POST', '/courses', {
    token: owner.token,
    body: course,
  });
  return created.body._id;
}

async function addSection(courseId: string, title: string): Promise<Written> {
  const response = await api.request<Written>('POST', `/courses/${courseId}/curriculum/sections`, {
    token: author.token,
    body: { title },
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function addLesson(courseId: string, sectionId: string, lesson: object): Promise<string> {
  const response = await api.request<Written>(
    'POST',
    `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`,
    { token: author.token, body: lesson },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.lessonId ?? '';
}

/** A course with two sections: [article, article] and [article, quiz]. */
async function builtCourse() {
  const courseId = await newCourse();
  const first = (await addSection(courseId, 'First')).outline.sections[0]!._id;
  const second = (await addSection(courseId, 'Second')).outline.sections[1]!._id;
  const lessons = [
    await addLesson(courseId, first, { ...article('One'), preview: true }),
    await addLesson(courseId, first, article('Two')),
    await addLesson(courseId, second, article('Three')),
    await addLesson(courseId, second, quiz('Quiz')),
  ];
  return { courseId, sections: [first, second], lessons };
}

async function enrolled(courseId: string): Promise<TestUser> {
  const learner = await api.user('learner', 'Lena Learner');
  const enrol = await api.request('POST', '/enrollments', {
    token: learner.token,
    body: { courseId },
  });
  expect(enrol.status).toBe(201);
  return learner;
}

const complete = (courseId: string, lessonId: string, user: TestUser) =>
  api.request<Outcome>('PUT', `/courses/${courseId}/lessons/${lessonId}/completion`, {
    token: user.token,
  });

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  author = await api.user('author', 'Ada Author');
});
afterAll(() => api?.close());

describe('the curriculum', () => {
  it('is public: sections and lessons in order, counted, without content', async () => {
    const { courseId, lessons } = await builtCourse();
    const outline = await api.request<Outline>('GET', `/courses/${courseId}/curriculum`);
    expect(outline.status).toBe(200);
    expect(outline.headers.etag).toBeDefined();
    expect(outline.body.sections.map((s) => s.title)).toEqual(['First', 'Second']);
    expect(outline.body.sections.flatMap((s) => s.lessons.map((l) => l._id))).toEqual(lessons);
    expect(outline.body).toMatchObject({ lessonCount: 4, totalMinutes: 19 });
    expect(outline.text).not.toContain('paragraph');
  });

  it('is empty for a course without lessons, and 404 for no course', async () => {
    const courseId = await newCourse();
    const outline = await api.request<Outline>('GET', `/courses/${courseId}/curriculum`);
    expect(outline.body).toEqual({ courseId, sections: [], lessonCount: 0, totalMinutes: 0 });
    const missing = await api.request(
      'GET',
      '/courses/00000000-0000-4000-8000-000000000000/curriculum',
    );
    expect(missing.status).toBe(404);
  });

  it('is changed by its author only: anyone else gets 404, as for a course that does not exist', async () => {
    const { courseId, sections, lessons } = await builtCourse();
    const stranger = await api.user('stranger');
    const attempts = [
      api.request('POST', `/courses/${courseId}/curriculum/sections`, {
        token: stranger.token,
        body: { title: 'Mine now' },
      }),
      api.request('PATCH', `/courses/${courseId}/curriculum/sections/${sections[0]}`, {
        token: stranger.token,
        body: { title: 'Mine now' },
      }),
      api.request('DELETE', `/courses/${courseId}/curriculum/sections/${sections[0]}`, {
        token: stranger.token,
      }),
      api.request('PUT', `/courses/${courseId}/lessons/${lessons[0]}`, {
        token: stranger.token,
        body: article('Mine now'),
      }),
      api.request('DELETE', `/courses/${courseId}/lessons/${lessons[0]}`, {
        token: stranger.token,
      }),
      api.request('PUT', `/courses/${courseId}/curriculum/order`, {
        token: stranger.token,
        body: { order: [...sections].reverse(), previousOrder: sections },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: messages.courseNotFound });
    }
    const unchanged = await api.request<Outline>('GET', `/courses/${courseId}/curriculum`);
    expect(unchanged.body.sections.map((s) => s.title)).toEqual(['First', 'Second']);
  });

  it('names the field of every limit in its 400', async () => {
    const courseId = await newCourse();
    const sectionId = (await addSection(courseId, 'Limits')).outline.sections[0]!._id;
    const lessons = `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`;
    const refusals: [object, string][] = [
      [{ ...article('x'.repeat(121)) }, 'Lesson title must be at most 120 characters long.'],
      [{ ...article('Long'), minutes: 601 }, 'Estimated minutes must be at most 600.'],
      [{ ...article('Zero'), minutes: 0 }, 'Estimated minutes must be at least 1.'],
      [article('Huge', 'x'.repeat(50_001)), 'Article body must be at most 50000 characters long.'],
      [{ ...article('Empty'), body: '   ' }, messages.articleBodyRequired],
      [{ title: 'Video', kind: 'video', minutes: 3, preview: false }, messages.videoUrlRequired],
      [
        { title: 'Video', kind: 'video', minutes: 3, videoUrl: 'http://example.com/a.webm' },
        messages.videoUrlInvalid,
      ],
      [
        { title: 'Video', kind: 'video', minutes: 3, videoUrl: 'https://example.com/a.avi' },
        messages.videoUrlInvalid,
      ],
      [
        {
          title: 'Video',
          kind: 'video',
          minutes: 3,
          videoUrl: 'https://example.com/a.mp4',
          captionsUrl: 'javascript:alert(1)',
        },
        messages.captionsUrlInvalid,
      ],
      [{ title: 'Quiz', kind: 'quiz', minutes: 3 }, messages.quizRequired],
      [
        { ...quiz('Quiz'), quiz: { questions: [{ prompt: 'Q', options: ['a'], answer: 0 }] } },
        'Options must have at least 2 items.',
      ],
      [
        {
          ...quiz('Quiz'),
          quiz: { questions: [{ prompt: 'Q', options: ['a', 'b'], answer: 2 }] },
        },
        messages.quizAnswerNotAnOption,
      ],
      [
        { ...quiz('Quiz'), quiz: { passMark: 40, questions: quiz('q').quiz.questions } },
        'Pass mark must be at least 50.',
      ],
      [
        {
          ...quiz('Quiz'),
          quiz: { questions: [{ prompt: 'p'.repeat(501), options: ['a', 'b'], answer: 0 }] },
        },
        'Question must be at most 500 characters long.',
      ],
    ];
    for (const [body, error] of refusals) {
      const response = await api.request('POST', lessons, { token: author.token, body });
      expect(response.status, error).toBe(400);
      expect(response.body).toEqual({ error });
    }
    const section = await api.request('POST', `/courses/${courseId}/curriculum/sections`, {
      token: author.token,
      body: { title: '' },
    });
    expect(section.body).toEqual({ error: 'Section title must not be empty.' });
  });

  it('takes an article of 50,000 characters of any script', async () => {
    const courseId = await newCourse();
    const sectionId = (await addSection(courseId, 'Big')).outline.sections[0]!._id;
    const lessonId = await addLesson(courseId, sectionId, article('Big', 'é€'.repeat(25_000)));
    expect(lessonId).not.toBe('');
  });

  it('holds at most 30 sections', async () => {
    const courseId = await newCourse();
    await api.database.db.write(
      `INSERT INTO sections (course_id, title, position)
       SELECT $1, 'S' || n, n FROM generate_series(1, 30) AS n`,
      [courseId],
    );
    const response = await api.request('POST', `/courses/${courseId}/curriculum/sections`, {
      token: author.token,
      body: { title: 'One too many' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: messages.tooManySections });
  });

  it('reorders against the order the author saw, and refuses a stale one with 409', async () => {
    const { courseId, sections, lessons } = await builtCourse();
    const moved = await api.request<Written>('PUT', `/courses/${courseId}/curriculum/order`, {
      token: author.token,
      body: { order: [...sections].reverse(), previousOrder: sections },
    });
    expect(moved.body.message).toBe('Order saved');
    expect(moved.body.outline.sections.map((s) => s._id)).toEqual([...sections].reverse());
    // Another tab still shows the old order.
    const stale = await api.request('PUT', `/courses/${courseId}/curriculum/order`, {
      token: author.token,
      body: { order: sections, previousOrder: sections },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: 'The curriculum changed meanwhile. Reload it and try again.',
    });
    // An order that is not the stored lessons' is refused.
    const wrong = await api.request(
      'PUT',
      `/courses/${courseId}/curriculum/sections/${sections[0]}/order`,
      {
        token: author.token,
        body: { order: [lessons[0], lessons[0]], previousOrder: [lessons[0], lessons[1]] },
      },
    );
    expect(wrong.status).toBe(400);
    const lessonsMoved = await api.request<Written>(
      'PUT',
      `/courses/${courseId}/curriculum/sections/${sections[0]}/order`,
      {
        token: author.token,
        body: { order: [lessons[1], lessons[0]], previousOrder: [lessons[0], lessons[1]] },
      },
    );
    expect(lessonsMoved.body.outline.sections[1]?.lessons.map((l) => l._id)).toEqual([
      lessons[1],
      lessons[0],
    ]);
  });

  it('moves a lesson into another section, an empty one too, against that section as seen', async () => {
    const { courseId, sections, lessons } = await builtCourse();
    const [first, second] = sections as [string, string];
    const [one, two, three, quizId] = lessons as [string, string, string, string];
    const orderOf = (sectionId: string) =>
      `/courses/${courseId}/curriculum/sections/${sectionId}/order`;
    // 'Two', the first section's last, to the start of the second.
    const moved = await api.request<Written>('PUT', orderOf(second), {
      token: author.token,
      body: { order: [two, three, quizId], previousOrder: [three, quizId] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.outline.sections.map((s) => s.lessons.map((l) => l._id))).toEqual([
      [one],
      [two, three, quizId],
    ]);
    // Into an empty section.
    const empty = (await addSection(courseId, 'Empty')).outline.sections[2]!._id;
    const intoEmpty = await api.request<Written>('PUT', orderOf(empty), {
      token: author.token,
      body: { order: [one], previousOrder: [] },
    });
    expect(intoEmpty.body.outline.sections.map((s) => s.lessons.map((l) => l._id))).toEqual([
      [],
      [two, three, quizId],
      [one],
    ]);
    // The first section, now empty, takes a lesson back (the positions left behind are no gap).
    const back = await api.request<Written>('PUT', orderOf(first), {
      token: author.token,
      body: { order: [quizId], previousOrder: [] },
    });
    expect(back.body.outline.sections[0]?.lessons.map((l) => l._id)).toEqual([quizId]);
    // A lesson added after the moves goes last in its section.
    await addLesson(courseId, second, article('Four'));
    const outline = await api.request<CourseOutline>('GET', `/courses/${courseId}/curriculum`);
    expect(outline.body.sections[1]?.lessons.map((l) => l.title)).toEqual(['Two', 'Three', 'Four']);
    // The target as another tab saw it: 409; an id that is no lesson of the course: 400.
    const stale = await api.request('PUT', orderOf(second), {
      token: author.token,
      body: { order: [one, two, three], previousOrder: [two, three] },
    });
    expect(stale.status).toBe(409);
    const other = await builtCourse();
    const foreign = await api.request('PUT', orderOf(first), {
      token: author.token,
      body: { order: [quizId, other.lessons[0]!], previousOrder: [quizId] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ error: messages.orderNotStored });
  });

  it("previews an article as it would be stored, for the course's author only", async () => {
    const courseId = await newCourse();
    const body = [
      '# Boxes',
      '![a figure](/assets/lessons/compose-column-row-box.svg)',
      '![plain](http://example.com/a.png)',
      '<script>alert(1)</script>',
    ].join('\n\n');
    const preview = await api.request<{ html: string }>(
      'POST',
      `/courses/${courseId}/curriculum/article-preview`,
      { token: author.token, body: { body } },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<h1>Boxes</h1>');
    // The API's own file on its public address, as a lesson read gives it; the http image is
    // its description only; raw HTML is text.
    expect(preview.body.html).toMatch(
      /<img src="http[^"]+\/assets\/lessons\/compose-column-row-box\.svg"/,
    );
    expect([...preview.body.html.matchAll(/<img/g)]).toHaveLength(1);
    expect(preview.body.html).toContain('plain');
    expect(preview.body.html).toContain('&lt;script&gt;');
    const stranger = await api.user('stranger');
    const refused = await api.request('POST', `/courses/${courseId}/curriculum/article-preview`, {
      token: stranger.token,
      body: { body },
    });
    expect(refused.status).toBe(404);
  });

  it('deletes a section with its lessons and its learners progress in them', async () => {
    const { courseId, sections, lessons } = await builtCourse();
    const learner = await enrolled(courseId);
    await complete(courseId, lessons[0]!, learner);
    const deleted = await api.request<Written>(
      'DELETE',
      `/courses/${courseId}/curriculum/sections/${sections[0]}`,
      { token: author.token },
    );
    expect(deleted.body.message).toBe('Section deleted');
    expect(deleted.body.outline.lessonCount).toBe(2);
    const rows = await api.database.db.read(
      'SELECT 1 FROM lesson_completions WHERE course_id = $1',
      [courseId],
    );
    expect(rows).toEqual([]);
  });
});

describe('a lesson', () => {
  it('opens for its enrolled learner, its author, and (Preview) anyone signed in; 403 otherwise', async () => {
    const { courseId, lessons } = await builtCourse();
    const learner = await enrolled(courseId);
    const stranger = await api.user('stranger');
    const open = (user: TestUser, lessonId: string) =>
      api.request<{ article?: { html: string; body?: string } }>(
        'GET',
        `/courses/${courseId}/lessons/${lessonId}`,
        { token: user.token },
      );
    expect((await open(learner, lessons[1]!)).status).toBe(200);
    expect((await open(author, lessons[1]!)).body.article?.body).toContain('A paragraph.');
    expect((await open(learner, lessons[1]!)).body.article?.body).toBeUndefined();
    expect((await open(stranger, lessons[0]!)).status).toBe(200);
    const locked = await open(stranger, lessons[1]!);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ error: 'Enroll in this course to open its lessons.' });
    const signedOut = await api.request('GET', `/courses/${courseId}/lessons/${lessons[1]}`);
    expect(signedOut.status).toBe(401);
    const other = await builtCourse();
    const elsewhere = await open(learner, other.lessons[0]!);
    expect(elsewhere.status).toBe(404);
  });

  it("hides a quiz's right answers from its learner and shows them to its author", async () => {
    const { courseId, lessons } = await builtCourse();
    const learner = await enrolled(courseId);
    const forLearner = await api.request<{ quiz: { questions: { answer?: number }[] } }>(
      'GET',
      `/courses/${courseId}/lessons/${lessons[3]}`,
      { token: learner.token },
    );
    expect(forLearner.text).not.toContain('"answer"');
    const forAuthor = await api.request<{ quiz: { questions: { answer?: number }[] } }>(
      'GET',
      `/courses/${courseId}/lessons/${lessons[3]}`,
      { token: author.token },
    );
    expect(forAuthor.body.quiz.questions.map((q) => q.answer)).toEqual([1, 0]);
  });
});

describe('progress and certificates', () => {
  it('completes a lesson once however often it is asked, and un-marks it', async () => {
    const { courseId, lessons } = await builtCourse();
    const learner = await enrolled(courseId);
    const first = await complete(courseId, lessons[0]!, learner);
    const again = await complete(courseId, lessons[0]!, learner);
    expect(first.body.progress).toMatchObject({ completedCount: 1, percent: 25 });
    expect(again.body.progress).toEqual(first.body.progress);
    const undone = await api.request<Outcome>(
      'DELETE',
      `/courses/${courseId}/lessons/${lessons[0]}/completion`,
      { token: learner.token },
    );
    expect(undone.body.progress).toMatchObject({ completedCount: 0, percent: 0 });
    const quizByHand = await complete(courseId, lessons[3]!, learner);
    expect(quizByHand.status).toBe(409);
    const stranger = await api.user('stranger');
    expect((await complete(courseId, lessons[0]!, stranger)).status).toBe(403);
  });

  it('grades quizzes on the server and issues the certificate with the last completion, once', async () => {
    const { courseId, lessons } = await builtCourse();
    const learner = await enrolled(courseId);
    for (const lessonId of lessons.slice(0, 3)) await complete(courseId, lessonId, learner);
    const attempt = (answers: number[]) =>
      api.request<Outcome & { attempt: { score: number; passed: boolean; questions: unknown[] } }>(
        'POST',
        `/courses/${courseId}/lessons/${lessons[3]}/attempts`,
        { token: learner.token, body: { answers } },
      );
    const unanswered = await attempt([1]);
    expect(unanswered.body).toEqual({ error: 'Answer every question before submitting.' });
    const failed = await attempt([0, 1]);
    expect(failed.status).toBe(201);
    expect(failed.body.attempt).toMatchObject({ score: 0, passed: false });
    expect(failed.body.attempt.questions).toEqual([
      { chosen: 0, answer: 1, correct: false },
      { chosen: 1, answer: 0, correct: false },
    ]);
    expect(failed.body.courseCompleted).toBe(false);
    const passed = await attempt([1, 1]);
    expect(passed.body.attempt).toMatchObject({ score: 50, passed: true });
    expect(passed.body.courseCompleted).toBe(true);
    expect(passed.body.progress).toMatchObject({ percent: 100, completedCount: 4 });
    expect(passed.body.certificate).toMatchObject({
      courseTitle: 'Lessons Course',
      learnerName: 'Lena Learner',
      authorName: 'Ada Author',
    });
    const certificateId = passed.body.certificate?._id;
    const again = await attempt([1, 0]);
    expect(again.body.courseCompleted).toBe(false);
    expect(again.body.progress.certificateId).toBe(certificateId);
    // A lesson added later lowers progress; the certificate stays.
    const sectionId = (await api.request<Outline>('GET', `/courses/${courseId}/curriculum`)).body
      .sections[0]!._id;
    await addLesson(courseId, sectionId, article('New'));
    const progress = await api.request<Progress>('GET', `/courses/${courseId}/progress`, {
      token: learner.token,
    });
    expect(progress.body).toMatchObject({ percent: 80, certificateId });
    const mine = await api.request<{ _id: string }[]>('GET', '/certificates/mine', {
      token: learner.token,
    });
    expect(mine.body.map((c) => c._id)).toEqual([certificateId]);
    const latest = await api.request<{ attempt: { score: number } }>(
      'GET',
      `/courses/${courseId}/lessons/${lessons[3]}/attempts/latest`,
      { token: learner.token },
    );
    expect(latest.body.attempt.score).toBe(100);
  });

  it('decides the pass on the exact share of right answers, and rounds the score down', async () => {
    const courseId = await newCourse();
    const sectionId = (await addSection(courseId, 'Boundaries')).outline.sections[0]!._id;
    const quizOf = (title: string, count: number) => ({
      ...quiz(title),
      quiz: {
        passMark: 60,
        questions: Array.from({ length: count }, (_, index) => ({
          prompt: `Question ${index + 1}?`,
          options: ['Right', 'Wrong'],
          answer: 0,
        })),
      },
    });
    const fiveId = await addLesson(courseId, sectionId, quizOf('Five', 5));
    const sevenId = await addLesson(courseId, sectionId, quizOf('Seven', 7));
    const learner = await enrolled(courseId);
    /** `right` answers right, then the rest wrong. */
    const attempt = (lessonId: string, count: number, right: number) =>
      api.request<Outcome & { attempt: { score: number; passed: boolean; passMark: number } }>(
        'POST',
        `/courses/${courseId}/lessons/${lessonId}/attempts`,
        {
          token: learner.token,
          body: { answers: Array.from({ length: count }, (_, i) => (i < right ? 0 : 1)) },
        },
      );
    // 3 of 5 is exactly 60%: passed.
    const exact = await attempt(fiveId, 5, 3);
    expect(exact.status).toBe(201);
    expect(exact.body.attempt).toMatchObject({ score: 60, passed: true, passMark: 60 });
    // 4 of 7 is 57.14...%: shown as 57, short of 60.
    const short = await attempt(sevenId, 7, 4);
    expect(short.body.attempt).toMatchObject({ score: 57, passed: false });
    // 2 of 7 is 28.57...%: rounded down to 28, not up to 29.
    expect((await attempt(sevenId, 7, 2)).body.attempt).toMatchObject({ score: 28, passed: false });
    // 5 of 7 is 71.4%: passed.
    expect((await attempt(sevenId, 7, 5)).body.attempt).toMatchObject({ score: 71, passed: true });
  });

  it('shows a certificate to anyone with its link, unchanged by a later rename or deletion', async () => {
    const { courseId, lessons } = await builtCourse();
    const learner = await enrolled(courseId);
    for (const lessonId of lessons.slice(0, 3)) await complete(courseId, lessonId, learner);
    const passed = await api.request<Outcome>(
      'POST',
      `/courses/${courseId}/lessons/${lessons[3]}/attempts`,
      { token: learner.token, body: { answers: [1, 0] } },
    );
    const id = passed.body.certificate?._id ?? '';
    await api.request('DELETE', `/courses/${courseId}`, { token: author.token });
    const certificate = await api.request<{ courseId: string | null; courseTitle: string }>(
      'GET',
      `/certificates/${id}`,
    );
    expect(certificate.status).toBe(200);
    expect(certificate.body).toMatchObject({ courseId: null, courseTitle: 'Lessons Course' });
    const unknown = await api.request('GET', '/certificates/00000000-0000-4000-8000-000000000000');
    expect(unknown.body).toEqual({ error: messages.certificateNotFound });
  });

  it('keeps progress through unenrolling, and leads back to the last lesson opened', async () => {
    const { courseId, lessons } = await builtCourse();
    const learner = await enrolled(courseId);
    await complete(courseId, lessons[0]!, learner);
    const fresh = await api.request<Progress>('GET', `/courses/${courseId}/progress`, {
      token: learner.token,
    });
    expect(fresh.body.resumeLessonId).toBe(lessons[1]);
    const position = await api.request('PUT', `/courses/${courseId}/progress/position`, {
      token: learner.token,
      body: { lessonId: lessons[2] },
    });
    expect(position.status).toBe(204);
    const list = await api.request<{ courseId: string; percent: number; resumeLessonId: string }[]>(
      'GET',
      '/progress',
      { token: learner.token },
    );
    expect(list.body).toEqual([
      expect.objectContaining({ courseId, percent: 25, resumeLessonId: lessons[2] }),
    ]);
    await api.request('DELETE', '/enrollments', {
      token: learner.token,
      body: { courseId, userEmail: learner.email },
    });
    expect(
      (await api.request<unknown[]>('GET', '/progress', { token: learner.token })).body,
    ).toEqual([]);
    const kept = await api.request<Progress>('GET', `/courses/${courseId}/progress`, {
      token: learner.token,
    });
    expect(kept.body).toMatchObject({
      enrolled: false,
      completedCount: 1,
      lastLessonId: lessons[2],
    });
    await api.request('POST', '/enrollments', { token: learner.token, body: { courseId } });
    const back = await api.request<Progress>('GET', `/courses/${courseId}/progress`, {
      token: learner.token,
    });
    expect(back.body).toMatchObject({ enrolled: true, percent: 25 });
  });
});
