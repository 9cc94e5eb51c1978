import { ApiError, type Course, type CoursePage, type SeatInfo } from '@edugate/api-client';
import { FULL_COURSE_ID, failWith, limitReachedDb } from '@edugate/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { runMutation, dataLayerHarness } from '../../../testing/queryTestKit';
import { courseDetailQuery, courseListQuery } from '../../courses/api/queries';
import { courseKeys } from '../../courses/api/keys';
import { enrollmentKeys } from './keys';
import { enrollMutation, unenrollMutation } from './mutations';
import {
  enrollmentCheckQuery,
  enrollmentsWithCoursesQuery,
  seatsQuery,
  userEnrollmentsQuery,
} from './queries';

const harness = dataLayerHarness();
const email = harness.email;
const courseId = 'course-01';

async function primeCaches(
  { client, queryClient }: ReturnType<typeof harness.setup>,
  id = courseId,
) {
  await Promise.all([
    queryClient.fetchQuery(seatsQuery(client, id)),
    queryClient.fetchQuery(enrollmentCheckQuery(client, email, id)),
    queryClient.fetchQuery(userEnrollmentsQuery(client, email)),
    queryClient.fetchQuery(enrollmentsWithCoursesQuery(client, email)),
    queryClient.fetchQuery(courseDetailQuery(client, id)),
    queryClient.fetchQuery(courseListQuery(client, { sort: 'addedAt_desc', limit: 50 })),
  ]);
}

const courseInList = (page: CoursePage | undefined, id: string) =>
  page?.courses.find((course) => course._id === id);

describe('enrol', () => {
  it('updates seats, the check, the enrollments and the course count without a refetch', async () => {
    const world = harness.setup();
    const { client, queryClient } = world;
    await primeCaches(world);
    const seatsBefore = queryClient.getQueryData<SeatInfo>(enrollmentKeys.seats(courseId))!;
    const countBefore = queryClient.getQueryData<Course>(courseKeys.detail(courseId))!.enrollments;
    const listKey = courseKeys.list({ sort: 'addedAt_desc', limit: 50 });

    await runMutation(queryClient, enrollMutation(client, queryClient, email), { courseId });

    expect(queryClient.getQueryData<SeatInfo>(enrollmentKeys.seats(courseId))).toMatchObject({
      availableSeats: seatsBefore.availableSeats - 1,
      totalSeats: seatsBefore.totalSeats,
    });
    expect(queryClient.getQueryData(enrollmentKeys.check(email, courseId))).toBe(true);
    expect(
      queryClient
        .getQueryData<{ courseId: string }[]>(enrollmentKeys.list(email))!
        .map((e) => e.courseId),
    ).toContain(courseId);
    expect(queryClient.getQueryData<Course>(courseKeys.detail(courseId))!.enrollments).toBe(
      countBefore + 1,
    );
    expect(courseInList(queryClient.getQueryData<CoursePage>(listKey), courseId)?.enrollments).toBe(
      countBefore + 1,
    );
    // My Enrolled Courses is refetched with the new course's details.
    await queryClient.refetchQueries({ queryKey: enrollmentKeys.withCourses(email) });
    expect(
      queryClient
        .getQueryData<{ courseId: string }[]>(enrollmentKeys.withCourses(email))!
        .some((e) => e.courseId === courseId),
    ).toBe(true);
  });

  it('refreshes seats and enrollments when the server refuses (the limit was reached elsewhere)', async () => {
    const world = harness.setup(limitReachedDb());
    const { client, queryClient } = world;
    await primeCaches(world);
    // Pretend the page still believes the user has room: stale cache.
    queryClient.setQueryData(enrollmentKeys.list(email), []);

    const attempt = runMutation(queryClient, enrollMutation(client, queryClient, email), {
      courseId,
    });
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: 'You cannot enroll in more than 3 courses at the same time',
    });
    await queryClient.refetchQueries({ queryKey: enrollmentKeys.list(email), type: 'all' });
    expect(queryClient.getQueryData<unknown[]>(enrollmentKeys.list(email))).toHaveLength(3);
    expect(queryClient.getQueryState(enrollmentKeys.seats(courseId))?.isInvalidated).toBe(true);
  });

  it('shows the server text for a full course and leaves the count alone', async () => {
    const world = harness.setup();
    const { client, queryClient } = world;
    await primeCaches(world, FULL_COURSE_ID);
    const countBefore = queryClient.getQueryData<Course>(
      courseKeys.detail(FULL_COURSE_ID),
    )!.enrollments;
    const error = await runMutation(queryClient, enrollMutation(client, queryClient, email), {
      courseId: FULL_COURSE_ID,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No seats available for this course');
    expect(queryClient.getQueryData<Course>(courseKeys.detail(FULL_COURSE_ID))!.enrollments).toBe(
      countBefore,
    );
  });

  it("falls back to the product's text when the server sends no error text", async () => {
    const world = harness.setup();
    const { client, queryClient } = world;
    harness.server.use(failWith('post', '/enrollments', 500, ''));
    await expect(
      runMutation(queryClient, enrollMutation(client, queryClient, email), { courseId }),
    ).rejects.toThrow('Failed to enroll in the course. Please try again.');
  });
});

describe('unenrol', () => {
  it('frees a seat, clears the check, drops the enrollment everywhere and lowers the count', async () => {
    const world = harness.setup();
    const { client, queryClient } = world;
    const enrolledId = 'course-02'; // the fixture user's enrollment
    await primeCaches(world, enrolledId);
    const seatsBefore = queryClient.getQueryData<SeatInfo>(enrollmentKeys.seats(enrolledId))!;
    const countBefore = queryClient.getQueryData<Course>(
      courseKeys.detail(enrolledId),
    )!.enrollments;
    expect(queryClient.getQueryData(enrollmentKeys.check(email, enrolledId))).toBe(true);

    await runMutation(queryClient, unenrollMutation(client, queryClient, email), {
      courseId: enrolledId,
    });

    expect(queryClient.getQueryData<SeatInfo>(enrollmentKeys.seats(enrolledId))).toMatchObject({
      availableSeats: seatsBefore.availableSeats + 1,
      isFull: false,
    });
    expect(queryClient.getQueryData(enrollmentKeys.check(email, enrolledId))).toBe(false);
    expect(queryClient.getQueryData<unknown[]>(enrollmentKeys.list(email))).toEqual([]);
    expect(queryClient.getQueryData<unknown[]>(enrollmentKeys.withCourses(email))).toEqual([]);
    expect(queryClient.getQueryData<Course>(courseKeys.detail(enrolledId))!.enrollments).toBe(
      countBefore - 1,
    );
  });
});

describe('enrollment reads', () => {
  it('treat a failing check and a failing list as "not enrolled" and "none" (docs/product.md, Rules)', async () => {
    const { client, queryClient } = harness.setup();
    harness.server.use(
      failWith('get', '/enrollments/check', 500),
      failWith('get', '/enrollments/user/{email}', 500),
    );
    expect(await queryClient.fetchQuery(enrollmentCheckQuery(client, email, 'course-02'))).toBe(
      false,
    );
    expect(await queryClient.fetchQuery(userEnrollmentsQuery(client, email))).toEqual([]);
  });

  it("report 'Failed to load enrolled courses' when My Enrolled Courses cannot load", async () => {
    const { client, queryClient } = harness.setup();
    harness.server.use(failWith('get', '/enrollments/my-courses', 500, ''));
    await expect(
      queryClient.fetchQuery(enrollmentsWithCoursesQuery(client, email)),
    ).rejects.toThrow('Failed to load enrolled courses');
  });
});
