import type { Course, CourseInput, CoursePage } from '@edugate/api-client';
import { failWith } from '@edugate/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { dataLayerHarness, runMutation } from '../../../testing/queryTestKit';
import { enrollmentKeys } from '../../enrollments/api/keys';
import { enrollmentsWithCoursesQuery } from '../../enrollments/api/queries';
import { courseKeys } from './keys';
import { createCourseMutation, deleteCourseMutation, updateCourseMutation } from './mutations';
import { courseDetailQuery, courseListQuery, myCoursesQuery } from './queries';

const harness = dataLayerHarness();
const email = harness.email;
const input: CourseInput = {
  title: 'Testing React Apps',
  description: 'Write tests that fail for the right reasons.',
  imageUrl: 'https://images.example.com/testing.svg',
  duration: '4 weeks',
  category: 'web development',
};
const newest = { sort: 'addedAt_desc', limit: 100 } as const;

describe('course mutations', () => {
  it('create: the new course is cached and every list goes stale to include it', async () => {
    const { client, queryClient } = harness.setup();
    await queryClient.fetchQuery(courseListQuery(client, newest));
    await queryClient.fetchQuery(myCoursesQuery(client, email));

    const course = await runMutation<Course, CourseInput>(
      queryClient,
      createCourseMutation(client, queryClient),
      input,
    );

    expect(queryClient.getQueryData<Course>(courseKeys.detail(course._id))?.title).toBe(
      input.title,
    );
    // Lists are marked stale (refetched when shown); the refetch includes the new course.
    expect(queryClient.getQueryState(courseKeys.list(newest))?.isInvalidated).toBe(true);
    await queryClient.refetchQueries({ queryKey: courseKeys.lists() });
    const page = queryClient.getQueryData<CoursePage>(courseKeys.list(newest));
    expect(page?.courses.some((c) => c._id === course._id)).toBe(true);
    await queryClient.refetchQueries({ queryKey: courseKeys.mine(email) });
    expect(
      queryClient.getQueryData<Course[]>(courseKeys.mine(email))?.some((c) => c._id === course._id),
    ).toBe(true);
  });

  it('update: detail, lists and own list show the new title at once', async () => {
    const { client, queryClient, db } = harness.setup();
    const mine = db.courses.find((c) => db.owners.get(c._id) === email)!;
    await queryClient.fetchQuery(courseDetailQuery(client, mine._id));
    await queryClient.fetchQuery(courseListQuery(client, newest));
    await queryClient.fetchQuery(myCoursesQuery(client, email));

    await runMutation(queryClient, updateCourseMutation(client, queryClient), {
      id: mine._id,
      input: { ...input, title: 'Renamed course' },
    });

    expect(queryClient.getQueryData<Course>(courseKeys.detail(mine._id))?.title).toBe(
      'Renamed course',
    );
    expect(
      queryClient
        .getQueryData<CoursePage>(courseKeys.list(newest))
        ?.courses.find((c) => c._id === mine._id)?.title,
    ).toBe('Renamed course');
    expect(
      queryClient.getQueryData<Course[]>(courseKeys.mine(email))?.find((c) => c._id === mine._id)
        ?.title,
    ).toBe('Renamed course');
  });

  it("update: another user's course is refused with the server's text and nothing changes", async () => {
    const { client, queryClient, db } = harness.setup();
    const theirs = db.courses.find((c) => db.owners.get(c._id) !== email)!;
    await queryClient.fetchQuery(courseDetailQuery(client, theirs._id));
    const attempt = runMutation(queryClient, updateCourseMutation(client, queryClient), {
      id: theirs._id,
      input,
    });
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    expect(queryClient.getQueryData<Course>(courseKeys.detail(theirs._id))?.title).toBe(
      theirs.title,
    );
  });

  it('delete: no cached list still shows the course, its detail is gone, enrollments go stale', async () => {
    const { client, queryClient, db } = harness.setup();
    const mine = db.courses.find((c) => db.owners.get(c._id) === email)!;
    await queryClient.fetchQuery(courseDetailQuery(client, mine._id));
    await queryClient.fetchQuery(courseListQuery(client, newest));
    await queryClient.fetchQuery(courseListQuery(client, { ...newest, category: mine.category }));
    await queryClient.fetchQuery(myCoursesQuery(client, email));
    await queryClient.fetchQuery(enrollmentsWithCoursesQuery(client, email));
    const totalBefore = queryClient.getQueryData<CoursePage>(courseKeys.list(newest))!.total;

    await runMutation(queryClient, deleteCourseMutation(client, queryClient), mine._id);

    expect(queryClient.getQueryData(courseKeys.detail(mine._id))).toBeUndefined();
    for (const [, page] of queryClient.getQueriesData<CoursePage>({
      queryKey: courseKeys.lists(),
    })) {
      expect(page?.courses.some((c) => c._id === mine._id)).toBe(false);
    }
    expect(queryClient.getQueryData<CoursePage>(courseKeys.list(newest))?.total).toBe(
      totalBefore - 1,
    );
    expect(
      queryClient.getQueryData<Course[]>(courseKeys.mine(email))?.some((c) => c._id === mine._id),
    ).toBe(false);
    // Not shown right now, so marked stale: it refetches when My Enrolled Courses opens.
    expect(queryClient.getQueryState(enrollmentKeys.withCourses(email))?.isInvalidated).toBe(true);
  });

  it("delete: a failure keeps every list as it was and reports the product's text", async () => {
    const { client, queryClient, db } = harness.setup();
    const mine = db.courses.find((c) => db.owners.get(c._id) === email)!;
    await queryClient.fetchQuery(myCoursesQuery(client, email));
    harness.server.use(failWith('delete', '/courses/{id}', 500, ''));
    await expect(
      runMutation(queryClient, deleteCourseMutation(client, queryClient), mine._id),
    ).rejects.toThrow('Failed to delete course');
    expect(
      queryClient.getQueryData<Course[]>(courseKeys.mine(email))?.some((c) => c._id === mine._id),
    ).toBe(true);
  });
});

describe('course reads', () => {
  it("read the total from X-Total-Count and report the product's texts on failure", async () => {
    const { client, queryClient, db } = harness.setup();
    const page = await queryClient.fetchQuery(courseListQuery(client, { limit: 5 }));
    expect(page.courses).toHaveLength(5);
    expect(page.total).toBe(db.courses.length);
    harness.server.use(failWith('get', '/courses/{id}', 500, ''));
    await expect(queryClient.fetchQuery(courseDetailQuery(client, 'course-01'))).rejects.toThrow(
      'Failed to fetch course details. Please try again later.',
    );
  });

  it('keep one cache entry for equal catalogue queries', () => {
    expect(courseKeys.list({ category: 'All', q: ' ', sort: 'rating_desc' })).toEqual(
      courseKeys.list({ sort: 'rating_desc' }),
    );
  });
});
