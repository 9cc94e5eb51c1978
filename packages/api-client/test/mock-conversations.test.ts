import { describe, expect, it } from 'vitest';
import { messages } from '../src';
import { createHandlers, createMockDb } from '../src/mocks';
import { server, signedInClient, signedOutClient } from './server';

/** The mocks of messages on an application and questions on lessons keep the server's rules. */
describe('mock messages on an application', () => {
  function dbWithApplication(applicantIsCaller: boolean) {
    const base = createMockDb();
    const job = base.jobs[0]!;
    const db = createMockDb({
      jobPosters: applicantIsCaller ? {} : { [job._id]: base.user.email },
      applications: [
        { jobId: job._id, userEmail: applicantIsCaller ? base.user.email : 'lena@example.com' },
      ],
    });
    return { db, applicationId: db.applications[0]!._id };
  }

  it('the applicant writes and reads the thread in order; texts are checked', async () => {
    const { db, applicationId } = dbWithApplication(true);
    server.use(...createHandlers(db));
    const api = signedInClient();
    const path = '/applications/{id}/messages' as const;
    const params = { path: { id: applicationId } };
    const sent = await api.POST(path, { params, body: { body: 'Hello' } });
    expect(sent.response.status).toBe(201);
    expect(sent.data).toMatchObject({ body: 'Hello', mine: true, fromPoster: false });
    const empty = await api.POST(path, { params, body: { body: ' ' } });
    expect(empty.error).toEqual({ error: messages.messageBlank });
    const listed = await api.GET(path, { params });
    expect(listed.data?.map((m) => m.body)).toEqual(['Hello']);
    expect(listed.response.headers.get('X-Total-Count')).toBe('1');
    const signedOut = await signedOutClient().GET(path, { params });
    expect(signedOut.response.status).toBe(401);
  });

  it('anyone but the poster and the applicant gets 404', async () => {
    const { db, applicationId } = dbWithApplication(false);
    db.jobPosters.clear();
    server.use(...createHandlers(db));
    const listed = await signedInClient().GET('/applications/{id}/messages', {
      params: { path: { id: applicationId } },
    });
    expect(listed.response.status).toBe(404);
    expect(listed.error).toEqual({ error: messages.applicationNotFound });
  });
});

describe('mock questions on lessons', () => {
  it('the author asks, hides and sees the hidden text; an outsider gets 404', async () => {
    const db = createMockDb();
    const lesson = db.learning.lessons.find((l) => db.owners.get(l.courseId) === db.user.email);
    if (!lesson) throw new Error('the fixtures give the mock user a course with lessons');
    server.use(...createHandlers(db));
    const api = signedInClient();
    const asked = await api.POST('/courses/{id}/lessons/{lessonId}/questions', {
      params: { path: { id: lesson.courseId, lessonId: lesson._id } },
      body: { title: 'How?', details: '<b>x</b>' },
    });
    expect(asked.response.status).toBe(201);
    expect(asked.data).toMatchObject({
      byInstructor: true,
      detailsHtml: '<p>&lt;b&gt;x&lt;/b&gt;</p>\n',
    });
    const id = asked.data?._id ?? '';
    const hidden = await api.PUT('/courses/{id}/questions/{questionId}/hidden', {
      params: { path: { id: lesson.courseId, questionId: id } },
      body: { hidden: true },
    });
    expect(hidden.data).toMatchObject({ state: 'hidden', title: 'How?' });
    const tooLong = await api.POST('/courses/{id}/lessons/{lessonId}/questions', {
      params: { path: { id: lesson.courseId, lessonId: lesson._id } },
      body: { title: 'x'.repeat(121), details: '' },
    });
    expect(tooLong.error).toEqual({ error: messages.questionTitleTooLong });
    db.owners.set(lesson.courseId, 'someone@example.com');
    db.enrollments = db.enrollments.filter((e) => e.courseId !== lesson.courseId);
    const outsider = await api.GET('/courses/{id}/questions', {
      params: { path: { id: lesson.courseId }, query: {} },
    });
    expect(outsider.response.status).toBe(404);
    expect(outsider.error).toEqual({ error: messages.courseNotFound });
  });
});
