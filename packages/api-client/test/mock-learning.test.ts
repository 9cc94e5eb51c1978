/**
 * The learning mocks keep the rules of docs/product.md (Learning), as the reference server does: who
 * opens a lesson, answers hidden until submitted, idempotent completion, one certificate issued by
 * the completion that finishes the course and never taken back, stale orders refused, and the
 * author alone changing a curriculum (others 404).
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../src';
import {
  AUTHORED_COURSE_ID,
  createHandlers,
  createMockDb,
  LEARNING_COURSE_ID,
  learningDb,
  LOCKED_COURSE_ID,
  outlineOf,
} from '../src/mocks';
import { server, signedInClient, signedOutClient } from './server';

const lesson = (courseId: string, lessonId: string) => ({
  params: { path: { id: courseId, lessonId } },
});

describe('learning mocks', () => {
  it('send the outline to anyone, without any lesson content', async () => {
    server.use(...createHandlers(createMockDb()));
    const { data } = await signedOutClient().GET('/courses/{id}/curriculum', {
      params: { path: { id: LEARNING_COURSE_ID } },
    });
    expect(data?.sections.map((section) => section.lessons.length)).toEqual([4, 3, 2]);
    expect(data?.lessonCount).toBe(9);
    expect(data?.totalMinutes).toBe(68);
    expect(JSON.stringify(data)).not.toContain('html');
  });

  it('open a lesson to its learner, a Preview lesson to anyone signed in, and refuse the rest', async () => {
    server.use(...createHandlers(createMockDb()));
    const api = signedInClient();
    const own = await api.GET(
      '/courses/{id}/lessons/{lessonId}',
      lesson(LEARNING_COURSE_ID, 'lesson-02-02'),
    );
    expect(own.data?.article?.html).toContain('infers');
    const preview = await api.GET(
      '/courses/{id}/lessons/{lessonId}',
      lesson(LOCKED_COURSE_ID, 'lesson-01-01'),
    );
    expect(preview.response.status).toBe(200);
    const locked = await api.GET(
      '/courses/{id}/lessons/{lessonId}',
      lesson(LOCKED_COURSE_ID, 'lesson-01-02'),
    );
    expect(locked.response.status).toBe(403);
    expect(locked.error).toEqual({ error: 'Enroll in this course to open its lessons.' });
    const unknown = await api.GET(
      '/courses/{id}/lessons/{lessonId}',
      lesson(LOCKED_COURSE_ID, 'lesson-02-02'),
    );
    expect(unknown.response.status).toBe(404);
  });

  it("keep a quiz's answers from its learner until they submit, and send them to its author", async () => {
    server.use(...createHandlers(createMockDb()));
    const api = signedInClient();
    const quiz = await api.GET(
      '/courses/{id}/lessons/{lessonId}',
      lesson(LEARNING_COURSE_ID, 'lesson-02-04'),
    );
    expect(quiz.data?.quiz?.questions.every((q) => q.answer === undefined)).toBe(true);
    const authored = await api.GET(
      '/courses/{id}/lessons/{lessonId}',
      lesson(AUTHORED_COURSE_ID, 'lesson-04-03'),
    );
    expect(authored.data?.quiz?.questions[0]?.answer).toBe(2);
  });

  it('complete a lesson once, however often it is asked', async () => {
    const db = learningDb('notStarted');
    server.use(...createHandlers(db));
    const api = signedInClient();
    const first = await api.PUT(
      '/courses/{id}/lessons/{lessonId}/completion',
      lesson(LEARNING_COURSE_ID, 'lesson-02-01'),
    );
    const second = await api.PUT(
      '/courses/{id}/lessons/{lessonId}/completion',
      lesson(LEARNING_COURSE_ID, 'lesson-02-01'),
    );
    expect(second.data?.progress).toEqual(first.data?.progress);
    expect(second.data?.progress.completedCount).toBe(1);
    expect(second.data?.progress.percent).toBe(11);
    expect(db.learning.completions.filter((c) => c.lessonId === 'lesson-02-01')).toHaveLength(1);
  });

  it('issue the certificate with the completion that finishes the course, once, and keep it', async () => {
    const db = learningDb('lastLesson');
    server.use(...createHandlers(db));
    const api = signedInClient();
    const quiz = await api.GET(
      '/courses/{id}/lessons/{lessonId}',
      lesson(LEARNING_COURSE_ID, 'lesson-02-09'),
    );
    expect(quiz.data?.kind).toBe('quiz');
    const failed = await api.POST('/courses/{id}/lessons/{lessonId}/attempts', {
      ...lesson(LEARNING_COURSE_ID, 'lesson-02-09'),
      body: { answers: [2] },
    });
    expect(failed.data?.attempt).toMatchObject({ score: 0, passed: false, passMark: 70 });
    expect(failed.data?.attempt.questions[0]).toEqual({ chosen: 2, answer: 0, correct: false });
    expect(failed.data?.courseCompleted).toBe(false);
    const passed = await api.POST('/courses/{id}/lessons/{lessonId}/attempts', {
      ...lesson(LEARNING_COURSE_ID, 'lesson-02-09'),
      body: { answers: [0] },
    });
    expect(passed.data?.courseCompleted).toBe(true);
    expect(passed.data?.progress.percent).toBe(100);
    expect(passed.data?.certificate?.courseTitle).toBe('TypeScript for JavaScript Developers');
    const again = await api.POST('/courses/{id}/lessons/{lessonId}/attempts', {
      ...lesson(LEARNING_COURSE_ID, 'lesson-02-09'),
      body: { answers: [0] },
    });
    expect(again.data?.courseCompleted).toBe(false);
    // Un-marking a lesson lowers progress and keeps the certificate.
    const unmarked = await api.DELETE(
      '/courses/{id}/lessons/{lessonId}/completion',
      lesson(LEARNING_COURSE_ID, 'lesson-02-01'),
    );
    expect(unmarked.data?.progress.percent).toBe(88);
    expect(unmarked.data?.progress.certificateId).toBe(passed.data?.certificate?._id);
    const mine = await api.GET('/certificates/mine');
    expect(mine.data?.filter((c) => c.courseId === LEARNING_COURSE_ID)).toHaveLength(1);
  });

  it('refuse an unanswered quiz and a quiz marked complete by hand', async () => {
    server.use(...createHandlers(createMockDb()));
    const api = signedInClient();
    const unanswered = await api.POST('/courses/{id}/lessons/{lessonId}/attempts', {
      ...lesson(LEARNING_COURSE_ID, 'lesson-02-04'),
      body: { answers: [1] },
    });
    expect(unanswered.error).toEqual({ error: messages.quizUnanswered });
    const byHand = await api.PUT(
      '/courses/{id}/lessons/{lessonId}/completion',
      lesson(LEARNING_COURSE_ID, 'lesson-02-04'),
    );
    expect(byHand.response.status).toBe(409);
  });

  it('let only the author change a curriculum, and refuse a stale order with 409', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db));
    const api = signedInClient();
    const notMine = await api.POST('/courses/{id}/curriculum/sections', {
      params: { path: { id: LEARNING_COURSE_ID } },
      body: { title: 'Extra' },
    });
    expect(notMine.response.status).toBe(404);
    const seen = outlineOf(db.learning, AUTHORED_COURSE_ID).sections.map((s) => s._id);
    const added = await api.POST('/courses/{id}/curriculum/sections', {
      params: { path: { id: AUTHORED_COURSE_ID } },
      body: { title: 'Going further' },
    });
    expect(added.data?.message).toBe('Section added');
    const stale = await api.PUT('/courses/{id}/curriculum/order', {
      params: { path: { id: AUTHORED_COURSE_ID } },
      body: { order: [...seen].reverse(), previousOrder: seen },
    });
    expect(stale.response.status).toBe(409);
    expect(stale.error).toEqual({
      error: 'The curriculum changed meanwhile. Reload it and try again.',
    });
    const now = added.data?.outline.sections.map((s) => s._id) ?? [];
    const moved = await api.PUT('/courses/{id}/curriculum/order', {
      params: { path: { id: AUTHORED_COURSE_ID } },
      body: { order: [...now].reverse(), previousOrder: now },
    });
    expect(moved.data?.outline.sections.map((s) => s._id)).toEqual([...now].reverse());
  });

  it('refuse a video lesson whose address is not an MP4 or WebM file over https', async () => {
    server.use(...createHandlers(createMockDb()));
    const { error } = await signedInClient().POST(
      '/courses/{id}/curriculum/sections/{sectionId}/lessons',
      {
        params: { path: { id: AUTHORED_COURSE_ID, sectionId: 'section-04-1' } },
        body: {
          title: 'Tour',
          kind: 'video',
          minutes: 3,
          preview: false,
          videoUrl: 'http://example.com/tour.webm',
        },
      },
    );
    expect(error).toEqual({ error: messages.videoUrlInvalid });
  });

  it('list progress in enrolled courses, the one opened last first', async () => {
    server.use(...createHandlers(createMockDb()));
    const { data } = await signedInClient().GET('/progress');
    expect(data?.[0]).toMatchObject({
      courseId: LEARNING_COURSE_ID,
      percent: 33,
      resumeLessonId: 'lesson-02-04',
    });
  });
});
