import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientForThisFile,
  courseInput,
  type Course,
  type Enrollment,
  type EnrollmentResult,
  type ErrorBody,
  type SeatInfo,
  type User,
} from './support/target.ts';

const api = clientForThisFile();
let owner: User;

beforeAll(async () => {
  owner = await api.user('enrol-owner', 'Enrolment Owner');
});

/** A course only this test knows, so its seat counts are exactly what the test did. */
async function freshCourse(title: string): Promise<Course> {
  const response = await api.request<Course>('POST', '/courses', {
    token: owner.token,
    body: courseInput({ title }),
  });
  expect(response.status).toBe(201);
  expect(response.body.enrollments).toBe(0);
  return response.body;
}

const enrol = (user: User, courseId: string) =>
  api.request<EnrollmentResult | ErrorBody>('POST', '/enrollments', {
    token: user.token,
    body: { courseId },
  });

const unenrol = (user: User, courseId: string, userEmail = user.email) =>
  api.request<{ availableSeats: number; isFull: boolean } | ErrorBody>('DELETE', '/enrollments', {
    token: user.token,
    body: { courseId, userEmail },
  });

/** Seats, the course's own count and the 3 numbers' relation, all read back over HTTP. */
async function expectSeats(courseId: string, enrollments: number) {
  const course = await api.request<Course>('GET', `/courses/${courseId}`);
  expect(course.body.enrollments).toBe(enrollments);
  const seats = await api.request<SeatInfo>('GET', `/enrollments/seats/${courseId}`);
  expect(seats.body).toEqual({
    courseId,
    totalSeats: course.body.totalSeats,
    availableSeats: course.body.totalSeats - enrollments,
    isFull: enrollments >= course.body.totalSeats,
  });
}

const isEnrolled = async (user: User, courseId: string, userEmail = user.email) =>
  api.request<{ isEnrolled: boolean } | ErrorBody>(
    'GET',
    `/enrollments/check?userEmail=${encodeURIComponent(userEmail)}&courseId=${courseId}`,
    { token: user.token },
  );

describe('enrolment', () => {
  it('takes a seat, refuses a duplicate with 409, and unenrolling frees the seat', async () => {
    const course = await freshCourse('Enrol once');
    const learner = await api.user('learner');
    expect((await isEnrolled(learner, course._id)).body).toEqual({ isEnrolled: false });

    const enrolled = await enrol(learner, course._id);
    expect(enrolled.status).toBe(201);
    expect(enrolled.body).toMatchObject({
      availableSeats: course.totalSeats - 1,
      isFull: false,
      enrollment: { courseId: course._id, userEmail: learner.email },
    });
    await expectSeats(course._id, 1);
    expect((await isEnrolled(learner, course._id)).body).toEqual({ isEnrolled: true });

    const duplicate = await enrol(learner, course._id);
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as ErrorBody).error.length).toBeGreaterThan(0);
    await expectSeats(course._id, 1);

    const removed = await unenrol(learner, course._id);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ availableSeats: course.totalSeats, isFull: false });
    await expectSeats(course._id, 0);
    expect((await isEnrolled(learner, course._id)).body).toEqual({ isEnrolled: false });
    expect((await unenrol(learner, course._id)).status).toBe(404);

    // The freed seat can be taken again.
    expect((await enrol(learner, course._id)).status).toBe(201);
    await expectSeats(course._id, 1);
  });

  it("refuses a fourth course with 409 and the product's message, until one is dropped", async () => {
    const courses = [
      await freshCourse('Limit one'),
      await freshCourse('Limit two'),
      await freshCourse('Limit three'),
      await freshCourse('Limit four'),
    ];
    const [first, second, third, fourth] = courses.map((course) => course._id) as [
      string,
      string,
      string,
      string,
    ];
    const learner = await api.user('limit');
    for (const courseId of [first, second, third]) {
      expect((await enrol(learner, courseId)).status).toBe(201);
    }
    const refused = await enrol(learner, fourth);
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).error).toBe(
      'You cannot enroll in more than 3 courses at the same time',
    );
    await expectSeats(fourth, 0);

    const list = await api.request<Enrollment[]>(
      'GET',
      `/enrollments/user/${encodeURIComponent(learner.email)}`,
      { token: learner.token },
    );
    expect(list.status).toBe(200);
    expect(new Set(list.body.map((e) => e.courseId))).toEqual(new Set([first, second, third]));
    for (const enrollment of list.body) expect(enrollment.userEmail).toBe(learner.email);

    const mine = await api.request<{ courseId: string; courseDetails: { title: string } | null }[]>(
      'GET',
      '/enrollments/my-courses',
      { token: learner.token },
    );
    expect(mine.status).toBe(200);
    expect(new Set(mine.body.map((e) => e.courseId))).toEqual(new Set([first, second, third]));
    for (const entry of mine.body) {
      const course = courses.find((c) => c._id === entry.courseId);
      expect(entry.courseDetails?.title).toBe(course?.title);
    }

    expect((await unenrol(learner, second)).status).toBe(200);
    expect((await enrol(learner, fourth)).status).toBe(201);
    await expectSeats(second, 0);
    await expectSeats(fourth, 1);
  });

  it('answers 404 for a course that does not exist', async () => {
    const learner = await api.user('nowhere');
    const response = await enrol(learner, '00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
  });

  it('counts several learners on one course as totalSeats - enrollments', async () => {
    const course = await freshCourse('Crowded');
    const learners = await Promise.all([api.user('crowd'), api.user('crowd'), api.user('crowd')]);
    for (const [index, learner] of learners.entries()) {
      const response = await enrol(learner, course._id);
      expect(response.status).toBe(201);
      expect((response.body as EnrollmentResult).availableSeats).toBe(
        course.totalSeats - index - 1,
      );
    }
    await expectSeats(course._id, 3);
  });

  it('deleting a course removes its enrollments and frees the learner’s slot', async () => {
    const course = await freshCourse('Short-lived');
    const learner = await api.user('orphan');
    expect((await enrol(learner, course._id)).status).toBe(201);
    expect(
      (await api.request('DELETE', `/courses/${course._id}`, { token: owner.token })).status,
    ).toBe(204);
    const list = await api.request<Enrollment[]>(
      'GET',
      `/enrollments/user/${encodeURIComponent(learner.email)}`,
      { token: learner.token },
    );
    expect(list.body).toEqual([]);
  });
});

describe('another user’s enrollments', () => {
  it('are 403 to read, check or remove', async () => {
    const course = await freshCourse('Private');
    const [learner, snoop] = await Promise.all([api.user('learner'), api.user('snoop')]);
    expect((await enrol(learner, course._id)).status).toBe(201);

    const checked = await isEnrolled(snoop, course._id, learner.email);
    expect(checked.status).toBe(403);
    expect((checked.body as ErrorBody).error.length).toBeGreaterThan(0);
    const listed = await api.request<ErrorBody>(
      'GET',
      `/enrollments/user/${encodeURIComponent(learner.email)}`,
      { token: snoop.token },
    );
    expect(listed.status).toBe(403);
    expect(listed.body.error.length).toBeGreaterThan(0);
    const removed = await unenrol(snoop, course._id, learner.email);
    expect(removed.status).toBe(403);

    // Nothing changed for the learner.
    expect((await isEnrolled(learner, course._id)).body).toEqual({ isEnrolled: true });
    await expectSeats(course._id, 1);
  });
});
