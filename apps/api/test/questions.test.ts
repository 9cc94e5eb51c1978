import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Answer,
  LessonQuestion as Question,
  NotificationList,
  UnansweredCount,
} from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { ErrorBody, TestUser } from './support/types.ts';

/**
 * Questions on lessons (docs/product.md, Questions and messages): the course's enrolled learners
 * and its author ask, answer, upvote once (and take it back); the asker accepts; writers edit and
 * delete their own; the author hides; everyone else gets 404; notifications go with their event.
 */

let api: TestApi;
let author: TestUser;
let learner: TestUser;
let classmate: TestUser;
let stranger: TestUser;
let courseId: string;
let lessonId: string;
let otherLessonId: string;

const course = {
  title: 'Questioned Course',
  description: 'A course whose learners ask questions.',
  imageUrl: 'https://example.com/course.png',
  duration: '2 weeks',
  category: 'cloud computing',
};

const article = (title: string) => ({
  title,
  kind: 'article',
  minutes: 5,
  preview: false,
  body: 'Some text.',
});

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [author, learner, classmate, stranger] = await Promise.all([
    api.user('q-author', 'Ada Author'),
    api.user('q-learner', 'Lena Learner'),
    api.user('q-classmate', 'Cal Classmate'),
    api.user('q-stranger'),
  ]);
  courseId = (
    await api.request<{ _id: string }>('POST', '/courses', { token: author.token, body: course })
  ).body._id;
  const section = await api.request<{ outline: { sections: { _id: string }[] } }>(
    'POST',
    `/courses/${courseId}/curriculum/sections`,
    { token: author.token, body: { title: 'First' } },
  );
  const sectionId = section.body.outline.sections[0]?._id ?? '';
  const addLesson = async (title: string) =>
    (
      await api.request<{ lessonId: string }>(
        'POST',
        `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`,
        { token: author.token, body: article(title) },
      )
    ).body.lessonId;
  lessonId = await addLesson('Lesson one');
  otherLessonId = await addLesson('Lesson two');
  for (const user of [learner, classmate]) {
    const enrolled = await api.request('POST', '/enrollments', {
      token: user.token,
      body: { courseId },
    });
    expect(enrolled.status).toBe(201);
  }
});
afterAll(() => api?.close());

const base = () => `/courses/${courseId}`;

async function ask(
  user: TestUser,
  title: string,
  details = '',
  lesson = lessonId,
): Promise<Question> {
  const response = await api.request<Question>('POST', `${base()}/lessons/${lesson}/questions`, {
    token: user.token,
    body: { title, details },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function answer(user: TestUser, questionId: string, body: string): Promise<Answer> {
  const response = await api.request<Answer>('POST', `${base()}/questions/${questionId}/answers`, {
    token: user.token,
    body: { body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const get = (user: TestUser, questionId: string) =>
  api.request<Question | ErrorBody>('GET', `${base()}/questions/${questionId}`, {
    token: user.token,
  });

describe('asking and listing', () => {
  it('asks with Markdown details rendered as articles are (no raw HTML)', async () => {
    const question = await ask(learner, 'How do hooks work?', '**Bold** <script>x</script>');
    expect(question).toMatchObject({
      title: 'How do hooks work?',
      details: '**Bold** <script>x</script>',
      authorName: 'Lena Learner',
      lessonId,
      lessonTitle: 'Lesson one',
      mine: true,
      byInstructor: false,
      upvotes: 0,
      upvoted: false,
      answers: 0,
      state: 'visible',
    });
    expect(question.detailsHtml).toContain('<strong>Bold</strong>');
    expect(question.detailsHtml).not.toContain('<script>');
  });

  it('every text limit is a 400 naming the field', async () => {
    const url = `${base()}/lessons/${lessonId}/questions`;
    const cases: [object, string][] = [
      [{ title: '' }, messages.questionTitleEmpty],
      [{ title: '   ' }, messages.questionTitleBlank],
      [{ title: 'x'.repeat(121) }, messages.questionTitleTooLong],
      [{ title: 'Fine', details: 'x'.repeat(5001) }, messages.detailsTooLong],
    ];
    for (const [body, error] of cases) {
      const refused = await api.request('POST', url, { token: learner.token, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error });
    }
    const first = await ask(learner, 'Answer limits');
    const answers = `${base()}/questions/${first._id}/answers`;
    for (const [body, error] of [
      ['', messages.answerEmpty],
      [' ', messages.answerBlank],
      ['x'.repeat(5001), messages.answerTooLong],
    ]) {
      const refused = await api.request('POST', answers, { token: learner.token, body: { body } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error });
    }
  });

  it('lists a lesson newest first or most upvoted, 20 a page', async () => {
    const lesson = otherLessonId;
    const asked: Question[] = [];
    for (let n = 1; n <= 21; n += 1)
      asked.push(await ask(n % 2 ? learner : author, `Q${n}`, '', lesson));
    await api.request('PUT', `${base()}/questions/${asked[4]!._id}/upvote`, {
      token: classmate.token,
    });
    await api.request('PUT', `${base()}/questions/${asked[4]!._id}/upvote`, {
      token: learner.token,
    });
    await api.request('PUT', `${base()}/questions/${asked[9]!._id}/upvote`, {
      token: learner.token,
    });
    const newest = await api.request<Question[]>('GET', `${base()}/lessons/${lesson}/questions`, {
      token: classmate.token,
    });
    expect(newest.headers['x-total-count']).toBe('21');
    expect(newest.body).toHaveLength(20);
    expect(newest.body[0]!.title).toBe('Q21');
    const second = await api.request<Question[]>(
      'GET',
      `${base()}/lessons/${lesson}/questions?offset=20`,
      { token: classmate.token },
    );
    expect(second.body.map((q) => q.title)).toEqual(['Q1']);
    const top = await api.request<Question[]>(
      'GET',
      `${base()}/lessons/${lesson}/questions?sort=upvotes`,
      { token: classmate.token },
    );
    expect(top.body.slice(0, 3).map((q) => [q.title, q.upvotes])).toEqual([
      ['Q5', 2],
      ['Q10', 1],
      ['Q21', 0],
    ]);
    expect(top.body.find((q) => q.title === 'Q2')?.byInstructor).toBe(true);
  });

  it("a course's Q&A: search, Unanswered and My questions", async () => {
    const found = await ask(classmate, 'Zebra stripes question', 'About quokkas');
    await ask(learner, 'Unrelated');
    const search = await api.request<Question[]>('GET', `${base()}/questions?q=quokka`, {
      token: learner.token,
    });
    expect(search.body.map((q) => q._id)).toEqual([found._id]);
    expect(search.body[0]?.lessonTitle).toBe('Lesson one');
    const answered = await ask(learner, 'Will be answered');
    await answer(author, answered._id, 'Yes.');
    const unanswered = await api.request<Question[]>('GET', `${base()}/questions?unanswered=true`, {
      token: learner.token,
    });
    expect(unanswered.body.some((q) => q._id === answered._id)).toBe(false);
    expect(unanswered.body.some((q) => q._id === found._id)).toBe(true);
    const mine = await api.request<Question[]>('GET', `${base()}/questions?mine=true`, {
      token: classmate.token,
    });
    expect(mine.body.every((q) => q.mine)).toBe(true);
    expect(mine.body.some((q) => q._id === found._id)).toBe(true);
    const wild = await api.request<Question[]>('GET', `${base()}/questions?q=%25`, {
      token: learner.token,
    });
    expect(wild.status).toBe(200);
    expect(wild.headers['x-total-count']).toBe('0');
  });
});

describe('who may', () => {
  it('anyone but the enrolled learners and the author gets 404; signed out 401', async () => {
    const question = await ask(learner, 'Secret question');
    const missing = '00000000-0000-4000-8000-000000000000';
    const attempts: [string, string, unknown?][] = [
      ['GET', `${base()}/questions`],
      ['GET', `${base()}/lessons/${lessonId}/questions`],
      ['POST', `${base()}/lessons/${lessonId}/questions`, { title: 'Let me in' }],
      ['GET', `${base()}/questions/${question._id}`],
      ['GET', `${base()}/questions/${question._id}/answers`],
      ['POST', `${base()}/questions/${question._id}/answers`, { body: 'Let me in' }],
      ['PUT', `${base()}/questions/${question._id}/upvote`],
      ['DELETE', `${base()}/questions/${question._id}/upvote`],
      ['GET', `/courses/${missing}/questions`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await api.request(method, url, { token: stranger.token, body });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body).toEqual({ error: messages.courseNotFound });
      const signedOut = await api.request(method, url, { body });
      expect(signedOut.status).toBe(401);
    }
    const lessonElsewhere = await api.request('GET', `${base()}/lessons/${missing}/questions`, {
      token: learner.token,
    });
    expect(lessonElsewhere.status).toBe(404);
  });

  it('only the asker edits, deletes and accepts; only the writer edits an answer', async () => {
    const question = await ask(learner, 'Mine to edit');
    const url = `${base()}/questions/${question._id}`;
    const edit = { title: 'Edited', details: '_now_' };
    expect((await api.request('PUT', url, { token: classmate.token, body: edit })).status).toBe(
      404,
    );
    expect((await api.request('PUT', url, { token: author.token, body: edit })).status).toBe(404);
    const edited = await api.request<Question>('PUT', url, { token: learner.token, body: edit });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited', detailsHtml: '<p><em>now</em></p>\n' });
    expect(edited.body.editedAt).toBeDefined();
    const reply = await answer(classmate, question._id, 'An answer');
    const answerUrl = `${url}/answers/${reply._id}`;
    expect(
      (await api.request('PUT', answerUrl, { token: learner.token, body: { body: 'Mine now' } }))
        .status,
    ).toBe(404);
    const accepted = `${url}/accepted-answer`;
    expect(
      (
        await api.request('PUT', accepted, {
          token: classmate.token,
          body: { answerId: reply._id },
        })
      ).status,
    ).toBe(404);
    const done = await api.request<Question>('PUT', accepted, {
      token: learner.token,
      body: { answerId: reply._id },
    });
    expect(done.status).toBe(200);
    expect(done.body.acceptedAnswerId).toBe(reply._id);
    const answers = await api.request<Answer[]>('GET', `${url}/answers`, { token: author.token });
    expect(answers.body[0]).toMatchObject({ _id: reply._id, accepted: true });
    expect((await api.request('DELETE', url, { token: classmate.token })).status).toBe(404);
  });
});

describe('upvotes, answers, deletion and hiding', () => {
  it('an upvote counts once, also when sent many times at once', async () => {
    const question = await ask(learner, 'Upvote me');
    const url = `${base()}/questions/${question._id}/upvote`;
    const sent = await Promise.all(
      [classmate, classmate, classmate, author, author, learner].map((user) =>
        api.request<Question>('PUT', url, { token: user.token }),
      ),
    );
    expect(sent.every((response) => response.status === 200)).toBe(true);
    const now = (await get(classmate, question._id)).body as Question;
    expect(now).toMatchObject({ upvotes: 3, upvoted: true });
  });

  it('an upvote taken back counts one fewer; taking it back again, or without one, changes nothing', async () => {
    const question = await ask(learner, 'Upvoted by mistake');
    const url = `${base()}/questions/${question._id}/upvote`;
    for (const user of [classmate, author]) {
      expect((await api.request('PUT', url, { token: user.token })).status).toBe(200);
    }
    const withdrawn = await api.request<Question>('DELETE', url, { token: classmate.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ _id: question._id, upvotes: 1, upvoted: false });
    const again = await api.request<Question>('DELETE', url, { token: classmate.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(withdrawn.body);
    const never = await api.request<Question>('DELETE', url, { token: learner.token });
    expect(never.status).toBe(200);
    expect(never.body).toMatchObject({ upvotes: 1, upvoted: false });
    expect((await get(author, question._id)).body).toMatchObject({ upvotes: 1, upvoted: true });
    const stranger404 = await api.request('DELETE', url, { token: stranger.token });
    expect(stranger404.status).toBe(404);
    expect((await get(author, question._id)).body).toMatchObject({ upvotes: 1 });
  });

  it('many upvoting and taking back at once: the count is the upvotes that stay', async () => {
    const question = await ask(learner, 'Upvoted and taken back at once');
    const url = `${base()}/questions/${question._id}/upvote`;
    const crowd = await Promise.all(Array.from({ length: 12 }, () => api.user('q-crowd')));
    for (const user of crowd) {
      const enrolled = await api.request('POST', '/enrollments', {
        token: user.token,
        body: { courseId },
      });
      expect(enrolled.status).toBe(201);
    }
    const [leaving, staying] = [crowd.slice(0, 6), crowd.slice(6)];
    for (const user of leaving) {
      expect((await api.request('PUT', url, { token: user.token })).status).toBe(200);
    }
    // Those leaving take theirs back twice while the others upvote twice, all interleaved.
    const sent = await Promise.all(
      [...leaving, ...leaving].flatMap((user, i) => [
        api.request('DELETE', url, { token: user.token }),
        api.request('PUT', url, { token: staying[i % staying.length]!.token }),
      ]),
    );
    expect(sent.map((response) => response.status)).toEqual(sent.map(() => 200));
    const [rows] = await api.database.db.read<{ count: number }>(
      'SELECT count(*)::int AS count FROM question_upvotes WHERE question_id = $1',
      [question._id],
    );
    expect(rows?.count).toBe(staying.length);
    expect((await get(author, question._id)).body).toMatchObject({
      upvotes: staying.length,
      upvoted: false,
    });
    for (const [users, upvoted] of [
      [leaving, false],
      [staying, true],
    ] as const) {
      for (const user of users) {
        expect((await get(user, question._id)).body).toMatchObject({ upvoted });
      }
    }
  });

  it("the author's answers carry Instructor", async () => {
    const question = await ask(learner, 'Who answers?');
    const byAuthor = await answer(author, question._id, 'The **instructor**.');
    const byPeer = await answer(classmate, question._id, 'A peer.');
    expect(byAuthor).toMatchObject({ byInstructor: true, mine: true, accepted: false });
    expect(byAuthor.bodyHtml).toContain('<strong>instructor</strong>');
    expect(byPeer.byInstructor).toBe(false);
    expect(((await get(learner, question._id)).body as Question).answers).toBe(2);
  });

  it("a deleted question with answers stays as 'This question was deleted.'; without, it is gone", async () => {
    const lonely = await ask(learner, 'Nobody answers');
    expect(
      (await api.request('DELETE', `${base()}/questions/${lonely._id}`, { token: learner.token }))
        .status,
    ).toBe(204);
    expect((await get(learner, lonely._id)).status).toBe(404);
    const answered = await ask(learner, 'Somebody answers', 'Private details');
    const reply = await answer(classmate, answered._id, 'Here.');
    expect(
      (await api.request('DELETE', `${base()}/questions/${answered._id}`, { token: learner.token }))
        .status,
    ).toBe(204);
    const kept = (await get(classmate, answered._id)).body as Question;
    expect(kept).toMatchObject({
      state: 'deleted',
      title: messages.questionDeleted,
      details: '',
      detailsHtml: '',
    });
    const answers = await api.request<Answer[]>(
      'GET',
      `${base()}/questions/${answered._id}/answers`,
      {
        token: classmate.token,
      },
    );
    expect(answers.body.map((a) => a._id)).toEqual([reply._id]);
    const late = await api.request('POST', `${base()}/questions/${answered._id}/answers`, {
      token: classmate.token,
      body: { body: 'Too late' },
    });
    expect(late.status).toBe(409);
    // Its last answer deleted, the deleted question goes too.
    expect(
      (
        await api.request('DELETE', `${base()}/questions/${answered._id}/answers/${reply._id}`, {
          token: classmate.token,
        })
      ).status,
    ).toBe(204);
    expect((await get(classmate, answered._id)).status).toBe(404);
  });

  it("the author hides any question or answer ('Hidden by the instructor.'); a learner may not", async () => {
    const question = await ask(learner, 'Rude question', 'Rude details');
    const reply = await answer(classmate, question._id, 'Rude answer');
    const hideQuestion = `${base()}/questions/${question._id}/hidden`;
    const hideAnswer = `${base()}/questions/${question._id}/answers/${reply._id}/hidden`;
    const refused = await api.request('PUT', hideQuestion, {
      token: learner.token,
      body: { hidden: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: messages.instructorOnly });
    expect(
      (await api.request('PUT', hideQuestion, { token: author.token, body: { hidden: true } }))
        .status,
    ).toBe(200);
    expect(
      (await api.request('PUT', hideAnswer, { token: author.token, body: { hidden: true } }))
        .status,
    ).toBe(200);
    const seen = (await get(classmate, question._id)).body as Question;
    expect(seen).toMatchObject({
      state: 'hidden',
      title: messages.hiddenByInstructor,
      details: '',
      detailsHtml: '',
    });
    const byAuthor = (await get(author, question._id)).body as Question;
    expect(byAuthor).toMatchObject({ state: 'hidden', title: 'Rude question' });
    const answers = await api.request<Answer[]>(
      'GET',
      `${base()}/questions/${question._id}/answers`,
      {
        token: learner.token,
      },
    );
    expect(answers.body[0]).toMatchObject({
      state: 'hidden',
      body: messages.hiddenByInstructor,
      bodyHtml: '',
    });
    const search = await api.request<Question[]>('GET', `${base()}/questions?q=rude`, {
      token: learner.token,
    });
    expect(search.body).toEqual([]);
    const edit = await api.request('PUT', `${base()}/questions/${question._id}`, {
      token: learner.token,
      body: { title: 'Nicer' },
    });
    expect(edit.status).toBe(409);
    expect(
      (await api.request('PUT', hideQuestion, { token: author.token, body: { hidden: false } }))
        .status,
    ).toBe(200);
    expect(((await get(classmate, question._id)).body as Question).state).toBe('visible');
  });
});

describe('notifications and Manage Courses', () => {
  it('the author hears of a question, the asker of an answer, each once', async () => {
    await api.request('POST', '/notifications/read', { token: author.token });
    await api.request('POST', '/notifications/read', { token: learner.token });
    const question = await ask(learner, 'Notify the author');
    await answer(classmate, question._id, 'Notify the asker');
    await answer(learner, question._id, 'My own answer tells nobody');
    const unread = async (user: TestUser) =>
      (
        await api.request<NotificationList>('GET', '/notifications', { token: user.token })
      ).body.notifications.filter((n) => !n.read);
    expect(await unread(author)).toEqual([
      expect.objectContaining({
        kind: 'questionAsked',
        subject: course.title,
        courseId,
        questionId: question._id,
        lessonId,
        questionTitle: 'Notify the author',
        actor: 'Lena Learner',
      }),
    ]);
    expect(await unread(learner)).toEqual([
      expect.objectContaining({
        kind: 'questionAnswered',
        lessonId,
        questionTitle: 'Notify the author',
        actor: 'Cal Classmate',
      }),
    ]);
  });

  it("counts each of the author's courses' unanswered questions", async () => {
    const counts = await api.request<UnansweredCount[]>(
      'GET',
      '/courses/my-courses/unanswered-questions',
      {
        token: author.token,
      },
    );
    expect(counts.status).toBe(200);
    const listed = await api.request<Question[]>('GET', `${base()}/questions?unanswered=true`, {
      token: author.token,
    });
    expect(counts.body).toEqual([
      { courseId, unanswered: Number(listed.headers['x-total-count']) },
    ]);
    const none = await api.request<UnansweredCount[]>(
      'GET',
      '/courses/my-courses/unanswered-questions',
      {
        token: stranger.token,
      },
    );
    expect(none.body).toEqual([]);
  });
});

describe('the posting limit', () => {
  it('questions and answers share one counter of 30 an hour per user', async () => {
    const busy = await api.user('q-busy', 'Bea Busy');
    const enrolled = await api.request('POST', '/enrollments', {
      token: busy.token,
      body: { courseId },
    });
    expect(enrolled.status).toBe(201);
    const first = await ask(busy, 'Busy question 1', '', otherLessonId);
    for (let n = 2; n <= 20; n += 1) await ask(busy, `Busy question ${n}`, '', otherLessonId);
    for (let n = 1; n <= 10; n += 1) await answer(busy, first._id, `Busy answer ${n}`);
    const question = await api.request('POST', `${base()}/lessons/${lessonId}/questions`, {
      token: busy.token,
      body: { title: 'One too many' },
    });
    expect(question.status).toBe(429);
    expect(question.body).toEqual({ error: messages.postingTooFast });
    const reply = await api.request('POST', `${base()}/questions/${first._id}/answers`, {
      token: busy.token,
      body: { body: 'One too many' },
    });
    expect(reply.status).toBe(429);
    // Nothing refused was written.
    const mine = await api.request<Question[]>('GET', `${base()}/questions?mine=true`, {
      token: busy.token,
    });
    expect(mine.headers['x-total-count']).toBe('20');
  });
});
