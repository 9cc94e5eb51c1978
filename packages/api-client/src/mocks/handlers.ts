import { delay, http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { COURSE_CATEGORIES, MAX_ENROLLMENTS } from '../constants';
import type { paths } from '../schema';
import type { ApiErrorBody, Course, CourseSort } from '../types';
import { createMockDb, seatsOf, type MockDb } from './db';
import { MOCK_API_BASE_URL } from './fixtures';
import { categorySlug, courseIllustration } from './images';

/** Handlers typed by openapi.yaml: a path, parameter or response body the contract lacks fails tsc. */
export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_API_BASE_URL });

const error = (status: number, message: string) =>
  HttpResponse.json<ApiErrorBody>({ error: message }, { status });

const sorters: Record<CourseSort, (a: Course, b: Course) => number> = {
  addedAt_desc: (a, b) => b.addedAt.localeCompare(a.addedAt),
  enrollments_desc: (a, b) => b.enrollments - a.enrollments,
  rating_desc: (a, b) => b.rating - a.rating,
};

function isSorted(value: string | null): value is CourseSort {
  return value !== null && value in sorters;
}

/** Stateful happy-path handlers for every call of the contract, backed by `db`. */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  const signedIn = (request: Request) =>
    request.headers.get('Authorization')?.startsWith('Bearer ');
  const findCourse = (id: string) => db.courses.find((course) => course._id === id);
  const userEnrollments = () => db.enrollments.filter((e) => e.userEmail === db.user.email);

  return [
    http.get('/healthz', ({ response }) => response(200).json({ status: 'ok' })),

    http.post('/jwt', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const { email } = await request.json();
      if (email !== db.user.email) return error(403, 'You can only start a session for yourself.');
      const expiresAt = new Date(db.now().getTime() + 3_600_000).toISOString();
      return response(200).json({ success: true, expiresAt });
    }),

    http.get('/courses', ({ query, response }) => {
      const sort = query.get('sort');
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      const q = query.get('q')?.toLowerCase().trim();
      const category = query.get('category')?.toLowerCase().trim();
      const matching = db.courses
        .filter((c) => !q || `${c.title}\n${c.description}`.toLowerCase().includes(q))
        .filter((c) => !category || category === 'all' || c.category === category)
        .sort(sorters[isSorted(sort) ? sort : 'addedAt_desc']);
      return response(200).json(matching.slice(offset, offset + limit), {
        headers: { 'X-Total-Count': String(matching.length) },
      });
    }),

    http.post('/courses', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const input = await request.json();
      const course: Course = {
        ...input,
        _id: db.nextId('course'),
        addedByName: db.user.displayName,
        addedAt: db.now().toISOString(),
        enrollments: 0,
        rating: 0,
        totalSeats: 30,
      };
      db.courses.push(course);
      db.owners.set(course._id, db.user.email);
      return response(201).json(course);
    }),

    http.get('/courses/my-courses', ({ request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const mine = db.courses.filter((c) => db.owners.get(c._id) === db.user.email);
      return response(200).json(mine.sort(sorters.addedAt_desc));
    }),

    http.get('/courses/{id}', ({ params, response }) => {
      const course = findCourse(params.id);
      return course ? response(200).json(course) : error(404, 'Course not found.');
    }),

    http.put('/courses/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const course = findCourse(params.id);
      if (!course) return error(404, 'Course not found.');
      if (db.owners.get(course._id) !== db.user.email)
        return error(403, "Only the course's owner can change it.");
      Object.assign(course, await request.json());
      return response(200).json(course);
    }),

    http.delete('/courses/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const course = findCourse(params.id);
      if (!course) return error(404, 'Course not found.');
      if (db.owners.get(course._id) !== db.user.email)
        return error(403, "Only the course's owner can change it.");
      db.courses = db.courses.filter((c) => c._id !== course._id);
      db.enrollments = db.enrollments.filter((e) => e.courseId !== course._id);
      return response(204).empty();
    }),

    http.post('/enrollments', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const { courseId } = await request.json();
      const course = findCourse(courseId);
      if (!course) return error(404, 'Course not found.');
      const mine = userEnrollments();
      if (mine.some((e) => e.courseId === courseId))
        return error(409, 'You are already enrolled in this course');
      if (mine.length >= MAX_ENROLLMENTS)
        return error(409, 'You cannot enroll in more than 3 courses at the same time');
      if (seatsOf(course).isFull) return error(409, 'No seats available for this course');
      const enrollment = {
        _id: db.nextId('enrollment'),
        courseId,
        userEmail: db.user.email,
        enrolledAt: db.now().toISOString(),
      };
      db.enrollments.push(enrollment);
      course.enrollments += 1;
      const { availableSeats, isFull } = seatsOf(course);
      return response(201).json({
        message: 'Successfully enrolled in the course!',
        enrollment,
        availableSeats,
        isFull,
      });
    }),

    http.delete('/enrollments', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const { courseId, userEmail } = await request.json();
      if (userEmail !== db.user.email)
        return error(403, 'You can only change your own enrollments.');
      const existing = userEnrollments().find((e) => e.courseId === courseId);
      if (!existing) return error(404, 'You are not enrolled in this course.');
      db.enrollments = db.enrollments.filter((e) => e !== existing);
      const course = findCourse(courseId);
      if (course) course.enrollments = Math.max(0, course.enrollments - 1);
      const seats = course ? seatsOf(course) : { availableSeats: 0, isFull: false };
      return response(200).json({
        message: 'Successfully removed enrollment',
        availableSeats: seats.availableSeats,
        isFull: seats.isFull,
      });
    }),

    http.get('/enrollments/check', ({ request, query, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      if (query.get('userEmail') !== db.user.email)
        return error(403, 'You can only read your own enrollments.');
      const courseId = query.get('courseId');
      return response(200).json({
        isEnrolled: userEnrollments().some((e) => e.courseId === courseId),
      });
    }),

    http.get('/enrollments/user/{email}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      if (params.email !== db.user.email)
        return error(403, 'You can only read your own enrollments.');
      return response(200).json(userEnrollments());
    }),

    http.get('/enrollments/seats/{courseId}', ({ params, response }) => {
      const course = findCourse(params.courseId);
      return course ? response(200).json(seatsOf(course)) : error(404, 'Course not found.');
    }),

    http.get('/enrollments/my-courses', ({ request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      return response(200).json(
        userEnrollments().map((enrollment) => {
          const course = findCourse(enrollment.courseId);
          return {
            ...enrollment,
            courseDetails: course
              ? { title: course.title, description: course.description, imageUrl: course.imageUrl }
              : null,
          };
        }),
      );
    }),

    http.get('/jobs', ({ response }) =>
      response(200).json([...db.jobs].sort((a, b) => b.postedAt.localeCompare(a.postedAt))),
    ),

    http.post('/jobs', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      const input = await request.json();
      const job = {
        requirements: [],
        benefits: [],
        ...input,
        _id: db.nextId('job'),
        postedAt: db.now().toISOString(),
      };
      db.jobs.push(job);
      return response(201).json(job);
    }),

    http.post('/jobs/{id}/apply', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, 'Please sign in to continue.');
      if (!db.jobs.some((job) => job._id === params.id)) return error(404, 'Job not found.');
      if (db.applications.some((a) => a.jobId === params.id && a.userEmail === db.user.email)) {
        return error(409, 'You have already applied to this job.');
      }
      await request.json();
      db.applications.push({ jobId: params.id, userEmail: db.user.email });
      return response(201).json({
        message: 'Application submitted successfully!',
        applicationId: db.nextId('application'),
      });
    }),

    ...courseImageHandlers(),
  ];
}

/** Serves the fixture courses' images, so no story depends on the network. */
export function courseImageHandlers(): HttpHandler[] {
  return COURSE_CATEGORIES.map((category) =>
    mswHttp.get(
      `${MOCK_API_BASE_URL}/assets/courses/${categorySlug(category)}.svg`,
      () =>
        new HttpResponse(courseIllustration(category), {
          headers: { 'Content-Type': 'image/svg+xml' },
        }),
    ),
  );
}

type Method = 'get' | 'post' | 'put' | 'delete';
/** The contract's paths that have an operation for `M`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths];

function mswPath(path: string): string {
  return `${MOCK_API_BASE_URL}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

const defaultMessages: Record<number, string> = {
  400: 'The request is invalid.',
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  409: 'That conflicts with the current state.',
  500: 'Something went wrong on our side. Please try again later.',
};

/** One call answers `status` with `{ error: message }`. Put it before the happy-path handlers. */
export function failWith<M extends Method>(
  method: M,
  path: PathWith<M>,
  status = 500,
  message = defaultMessages[status] ?? 'Request failed.',
): HttpHandler {
  return mswHttp[method](mswPath(path), () => error(status, message));
}

/** One call never answers: the screen stays in its loading state (for Loading stories). */
export function neverAnswers<M extends Method>(method: M, path: PathWith<M>): HttpHandler {
  return mswHttp[method](mswPath(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** One call answers after `ms` milliseconds, then falls through to the next handler. */
export function delayed<M extends Method>(method: M, path: PathWith<M>, ms: number): HttpHandler {
  return mswHttp[method](mswPath(path), async () => {
    await delay(ms);
    return undefined;
  });
}
