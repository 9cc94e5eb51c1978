import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';
import { brokenInvariants } from './support/invariants.ts';
import { defined } from '../src/util/defined.ts';
import type { SeatInfo, TestUser } from './support/types.ts';

let api: TestApi;
let owner: TestUser;

const courseInput = {
  title: 'Enrolment Lab',
  description: 'A course made for enrolment tests.',
  imageUrl: 'http://localhost:4000/assets/courses/data-science-1.svg',
  duration: '1 week',
  category: 'data science',
};

async function newCourse(totalSeats = 30): Promise<string> {
  const response = await api.request<{ _id: string }>('POST', '/courses', {
    token: owner.token,
    body: courseInput,
  });
  expect(response.status).toBe(201);
  if (totalSeats !== 30) {
    await api.database.db.write('UPDATE courses SET total_seats = $2 WHERE id = $1', [
      response.body._id,
      totalSeats,
    ]);
  }
  return response.body._id;
}

const enrol = (user: TestUser, courseId: string) =>
  api.request<{
    message?: string;
    error?: string;
    availableSeats?: number;
    isFull?: boolean;
    enrollment?: { _id: string; userEmail: string; courseId: string };
  }>('POST', '/enrollments', {
    token: user.token,
    body: { courseId, enrolledAt: '2020-01-01T00:00:00.000Z' },
  });
const unenrol = (user: TestUser, courseId: string, userEmail = user.email) =>
  api.request<{ message?: string; error?: string; availableSeats?: number; isFull?: boolean }>(
    'DELETE',
    '/enrollments',
    {
      token: user.token,
      body: { courseId, userEmail },
    },
  );

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.user('instructor', 'Ines Instructor');
});
afterEach(async () => {
  expect(await brokenInvariants(api.database.db)).toEqual([]);
});
afterAll(() => api?.close());

describe('POST /enrollments', () => {
  it('enrols, returns the seats left and records the server time, not the client time', async () => {
    const learner = await api.user('learner');
    const courseId = await newCourse();
    const response = await enrol(learner, courseId);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      message: 'Successfully enrolled in the course!',
      availableSeats: 29,
      isFull: false,
      enrollment: { courseId, userEmail: learner.email },
    });
    const seats = await api.request<SeatInfo>('GET', `/enrollments/seats/${courseId}`);
    expect(seats.body).toEqual({ courseId, totalSeats: 30, availableSeats: 29, isFull: false });
    const course = await api.request<{ enrollments: number }>('GET', `/courses/${courseId}`);
    expect(course.body.enrollments).toBe(1);
    const list = await api.request<{ enrolledAt: string }[]>(
      'GET',
      `/enrollments/user/${learner.email}`,
      {
        token: learner.token,
      },
    );
    expect(Math.abs(Date.parse(defined(list.body[0]).enrolledAt) - Date.now())).toBeLessThan(
      60_000,
    );
  });

  it('refuses a second enrollment in the same course with 409', async () => {
    const learner = await api.user('learner');
    const courseId = await newCourse();
    expect((await enrol(learner, courseId)).status).toBe(201);
    const again = await enrol(learner, courseId);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You are already enrolled in this course');
  });

  it("refuses the course's own author with 403, taking no seat and none of their places", async () => {
    const courseId = await newCourse();
    const own = await enrol(owner, courseId);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe("You can't enroll in your own course.");
    const seats = await api.request<{ availableSeats: number }>(
      'GET',
      `/enrollments/seats/${courseId}`,
    );
    expect(seats.body.availableSeats).toBe(30);
    const mine = await api.request<unknown[]>('GET', '/enrollments/my-courses', {
      token: owner.token,
    });
    expect(mine.body).toEqual([]);
  });

  it('refuses a fourth enrollment with the limit message', async () => {
    const learner = await api.user('learner');
    const courses = [await newCourse(), await newCourse(), await newCourse(), await newCourse()];
    for (const courseId of courses.slice(0, 3))
      expect((await enrol(learner, courseId)).status).toBe(201);
    const fourth = await enrol(learner, defined(courses[3]));
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toBe('You cannot enroll in more than 3 courses at the same time');
    // Unenrolling frees a slot for another course.
    expect((await unenrol(learner, defined(courses[0]))).status).toBe(200);
    expect((await enrol(learner, defined(courses[3]))).status).toBe(201);
  });

  it('refuses a full course with 409 and reports isFull', async () => {
    const [a, b] = [await api.user('a'), await api.user('b')];
    const courseId = await newCourse(1);
    const first = await enrol(a, courseId);
    expect(first.body).toMatchObject({ availableSeats: 0, isFull: true });
    const second = await enrol(b, courseId);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('No seats available for this course');
    expect((await api.request<SeatInfo>('GET', `/enrollments/seats/${courseId}`)).body.isFull).toBe(
      true,
    );
  });

  it('answers 404 for a course that does not exist and 400 for a malformed id', async () => {
    const learner = await api.user('learner');
    expect((await enrol(learner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await enrol(learner, 'nope')).status).toBe(404);
    expect((await enrol(learner, 'not an id')).status).toBe(400);
    const missing = await api.request<{ error: string }>('POST', '/enrollments', {
      token: learner.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('body/courseId is required');
  });

  it('needs a signed-in user', async () => {
    const courseId = await newCourse();
    expect((await api.request('POST', '/enrollments', { body: { courseId } })).status).toBe(401);
  });
});

describe('DELETE /enrollments', () => {
  it('frees the seat and reports the seats afterwards', async () => {
    const learner = await api.user('learner');
    const courseId = await newCourse(2);
    await enrol(learner, courseId);
    const response = await unenrol(learner, courseId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Successfully removed enrollment',
      availableSeats: 2,
      isFull: false,
    });
    expect((await unenrol(learner, courseId)).status).toBe(404);
  });

  it("answers 403 for someone else's enrollment and leaves it in place", async () => {
    const [learner, intruder] = [await api.user('learner'), await api.user('intruder')];
    const courseId = await newCourse();
    await enrol(learner, courseId);
    const response = await unenrol(intruder, courseId, learner.email);
    expect(response.status).toBe(403);
    const check = await api.request<{ isEnrolled: boolean }>(
      'GET',
      `/enrollments/check?userEmail=${encodeURIComponent(learner.email)}&courseId=${courseId}`,
      { token: learner.token },
    );
    expect(check.body.isEnrolled).toBe(true);
  });

  it('accepts the e-mail in any letter case', async () => {
    const learner = await api.user('learner');
    const courseId = await newCourse();
    await enrol(learner, courseId);
    expect((await unenrol(learner, courseId, learner.email.toUpperCase())).status).toBe(200);
  });
});

describe('enrollment reads', () => {
  it('checks, lists and details only the caller’s own enrollments', async () => {
    const [learner, other] = [await api.user('learner'), await api.user('other')];
    const courseId = await newCourse();
    const query = (email: string) =>
      `/enrollments/check?userEmail=${encodeURIComponent(email)}&courseId=${courseId}`;
    expect(
      (
        await api.request<{ isEnrolled: boolean }>('GET', query(learner.email), {
          token: learner.token,
        })
      ).body,
    ).toEqual({
      isEnrolled: false,
    });
    await enrol(learner, courseId);
    expect(
      (
        await api.request<{ isEnrolled: boolean }>('GET', query(learner.email), {
          token: learner.token,
        })
      ).body,
    ).toEqual({
      isEnrolled: true,
    });
    expect((await api.request('GET', query(learner.email), { token: other.token })).status).toBe(
      403,
    );
    expect((await api.request('GET', query(learner.email))).status).toBe(401);

    const list = await api.request<{ courseId: string; userEmail: string }[]>(
      'GET',
      `/enrollments/user/${encodeURIComponent(learner.email)}`,
      {
        token: learner.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ courseId, userEmail: learner.email })]);
    expect(
      (
        await api.request('GET', `/enrollments/user/${encodeURIComponent(learner.email)}`, {
          token: other.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request('GET', '/enrollments/user/not-an-email', { token: learner.token })).status,
    ).toBe(400);

    const mine = await api.request<{ courseId: string; courseDetails: { title: string } | null }[]>(
      'GET',
      '/enrollments/my-courses',
      {
        token: learner.token,
      },
    );
    expect(mine.body).toEqual([
      expect.objectContaining({
        courseId,
        courseDetails: expect.objectContaining({ title: courseInput.title }),
      }),
    ]);
    expect(
      (await api.request<unknown[]>('GET', '/enrollments/my-courses', { token: other.token })).body,
    ).toEqual([]);
  });

  it('GET /enrollments/seats answers 404 for an unknown course', async () => {
    expect(
      (await api.request('GET', '/enrollments/seats/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('deleting a course removes its enrollments and frees the learners’ slots', async () => {
    const learner = await api.user('learner');
    const courseId = await newCourse();
    await enrol(learner, courseId);
    expect(
      (await api.request('DELETE', `/courses/${courseId}`, { token: owner.token })).status,
    ).toBe(204);
    const list = await api.request<unknown[]>(
      'GET',
      `/enrollments/user/${encodeURIComponent(learner.email)}`,
      {
        token: learner.token,
      },
    );
    expect(list.body).toEqual([]);
    const rows = await api.database.db.read('SELECT 1 FROM enrollments WHERE course_id = $1', [
      courseId,
    ]);
    expect(rows).toHaveLength(0);
  });
});
