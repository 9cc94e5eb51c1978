import { describe, expect, it } from 'vitest';
import { MAX_ENROLLMENTS } from '../src';
import {
  createHandlers,
  createMockDb,
  emptyDb,
  fixtureCertificates,
  fixtureJobs,
  fullCourseId,
  limitReachedDb,
  neverAnswers,
} from '../src/mocks';
import { server, signedInClient } from './server';

describe('mock handlers keep the business rules', () => {
  it('refuse enrolment in a full course', async () => {
    server.use(...createHandlers(emptyDb()));
    const { response, error } = await signedInClient().POST('/enrollments', {
      body: { courseId: fullCourseId },
    });
    expect(response.status).toBe(409);
    expect(error).toEqual({ error: 'No seats available for this course' });
  });

  it('refuse a fourth enrolment and report the limit', async () => {
    const db = limitReachedDb();
    server.use(...createHandlers(db));
    expect(db.enrollments).toHaveLength(MAX_ENROLLMENTS);
    const { response } = await signedInClient().POST('/enrollments', {
      body: { courseId: 'course-01' },
    });
    expect(response.status).toBe(409);
  });

  it('enrol and unenrol update the seat count', async () => {
    const db = emptyDb();
    server.use(...createHandlers(db));
    const api = signedInClient();
    const before = db.courses.find((c) => c._id === 'course-01')?.enrollments ?? -1;
    const enrolled = await api.POST('/enrollments', { body: { courseId: 'course-01' } });
    expect(enrolled.data?.availableSeats).toBe(30 - before - 1);
    const removed = await api.DELETE('/enrollments', {
      body: { courseId: 'course-01', userEmail: db.user.email },
    });
    expect(removed.data).toEqual({
      message: 'Successfully removed enrollment',
      availableSeats: 30 - before,
      isFull: false,
    });
  });

  it("refuse to change another owner's course", async () => {
    server.use(...createHandlers(createMockDb()));
    const { response } = await signedInClient().DELETE('/courses/{id}', {
      params: { path: { id: 'course-01' } },
    });
    expect(response.status).toBe(403);
  });

  it('list what the applicant attached, marked revoked once they revoke it', async () => {
    server.use(...createHandlers(createMockDb()));
    const api = signedInClient();
    const job = fixtureJobs[0]!;
    const certificate = fixtureCertificates[0]!;
    const applied = await api.POST('/jobs/{id}/apply', {
      params: { path: { id: job._id } },
      body: { resumeUrl: 'https://example.com/cv.pdf', certificateIds: [certificate._id] },
    });
    expect(applied.response.status).toBe(201);
    const attached = (revoked: boolean) => [
      { _id: certificate._id, courseTitle: certificate.courseTitle, revoked },
    ];
    expect((await api.GET('/applications/mine')).data?.[0]?.certificates).toEqual(attached(false));
    await api.POST('/certificates/{certificateId}/revoke', {
      params: { path: { certificateId: certificate._id } },
    });
    expect((await api.GET('/applications/mine')).data?.[0]?.certificates).toEqual(attached(true));
  });

  it('neverAnswers keeps a call pending', async () => {
    server.use(neverAnswers('get', '/jobs'), ...createHandlers());
    const outcome = await Promise.race([
      signedInClient()
        .GET('/jobs')
        .then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 200)),
    ]);
    expect(outcome).toBe('pending');
  });
});
