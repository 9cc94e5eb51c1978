import { delay, http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { COURSE_CATEGORIES, MAX_ENROLLMENTS, SEARCH_TOTAL_BOUND } from '../constants';
import { messages, messageTemplates } from '../messages';
import { compareByRating } from '../ratings';
import type { paths } from '../schema';
import { WITHDRAWABLE_STATUSES } from '../jobs';
import type { ApiErrorBody, Course, CourseSort, Job, ReceivedApplication } from '../types';
import { createMockDb, seatsOf, type MockApplication, type MockDb } from './db';
import { MOCK_API_BASE_URL } from './fixtures';
import { COURSE_IMAGE_VARIANTS, courseIllustration, courseImageFile } from './images';
import { reviewHandlers } from './reviews';

/** Handlers typed by openapi.yaml: a path, parameter or response body the contract lacks fails tsc. */
export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_API_BASE_URL });

const error = (status: number, message: string) =>
  HttpResponse.json<ApiErrorBody>({ error: message }, { status });

const sorters: Record<CourseSort, (a: Course, b: Course) => number> = {
  addedAt_desc: (a, b) => b.addedAt.localeCompare(a.addedAt),
  enrollments_desc: (a, b) => b.enrollments - a.enrollments,
  rating_desc: compareByRating,
};

const newestJobFirst = (a: Job, b: Job) =>
  b.postedAt.localeCompare(a.postedAt) || a._id.localeCompare(b._id);

/** What the job's poster sees of an application (the only view with the e-mail). */
function received(application: MockApplication): ReceivedApplication {
  const { userEmail, ...rest } = application;
  return { ...rest, email: userEmail };
}

function isSorted(value: string | null): value is CourseSort {
  return value !== null && value in sorters;
}

/** Stateful happy-path handlers for every call of the contract, backed by `db`. */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  const signedIn = (request: Request) =>
    request.headers.get('Authorization')?.startsWith('Bearer ');
  const findCourse = (id: string) => db.courses.find((course) => course._id === id);
  const findJob = (id: string) => db.jobs.find((job) => job._id === id);
  const isMine = (job: Job) => db.jobPosters.get(job._id) === db.user.email;
  /** The caller's enrollments, newest first, as the contract orders them. */
  const userEnrollments = () =>
    db.enrollments
      .filter((e) => e.userEmail === db.user.email)
      .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt) || a._id.localeCompare(b._id));

  return [
    http.get('/healthz', ({ response }) => response(200).json({ status: 'ok' })),

    http.post('/jwt', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { email } = await request.json();
      if (email !== db.user.email) return error(403, messages.sessionForOtherEmail);
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
      // As the reference server: a search counts exactly up to 1,000 matches, then says 1000 and
      // X-Total-Count-Exact: false (apps/api README, "Catalogue at scale").
      const bounded = Boolean(q) && matching.length > SEARCH_TOTAL_BOUND;
      return response(200).json(matching.slice(offset, offset + limit), {
        headers: {
          'X-Total-Count': String(bounded ? SEARCH_TOTAL_BOUND : matching.length),
          'X-Total-Count-Exact': String(!bounded),
        },
      });
    }),

    http.post('/courses', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { totalSeats = 30, ...input } = await request.json();
      const course: Course = {
        ...input,
        _id: db.nextId('course'),
        addedByName: db.user.displayName,
        addedAt: db.now().toISOString(),
        enrollments: 0,
        rating: null,
        ratingCount: 0,
        totalSeats,
      };
      db.courses.push(course);
      db.owners.set(course._id, db.user.email);
      return response(201).json(course);
    }),

    http.get('/courses/my-courses', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = db.courses.filter((c) => db.owners.get(c._id) === db.user.email);
      return response(200).json(mine.sort(sorters.addedAt_desc));
    }),

    http.get('/courses/{id}', ({ params, response }) => {
      const course = findCourse(params.id);
      return course ? response(200).json(course) : error(404, messages.courseNotFound);
    }),

    http.put('/courses/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const course = findCourse(params.id);
      if (!course) return error(404, messages.courseNotFound);
      if (db.owners.get(course._id) !== db.user.email) return error(403, messages.notCourseOwner);
      // PUT replaces every editable field, so a category left out is removed, as on the server;
      // seats left out stay, and never go below the learners enrolled (409).
      const { category, totalSeats = course.totalSeats, ...fields } = await request.json();
      if (totalSeats < course.enrollments) {
        return error(409, messageTemplates.seatsBelowEnrolled(course.enrollments));
      }
      Object.assign(course, fields, { totalSeats });
      if (category) course.category = category;
      else delete course.category;
      return response(200).json(course);
    }),

    http.delete('/courses/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const course = findCourse(params.id);
      if (!course) return error(404, messages.courseNotFound);
      if (db.owners.get(course._id) !== db.user.email) return error(403, messages.notCourseOwner);
      db.courses = db.courses.filter((c) => c._id !== course._id);
      db.enrollments = db.enrollments.filter((e) => e.courseId !== course._id);
      db.reviews = db.reviews.filter((entry) => entry.review.courseId !== course._id);
      return response(204).empty();
    }),

    http.post('/enrollments', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { courseId } = await request.json();
      const course = findCourse(courseId);
      if (!course) return error(404, messages.courseNotFound);
      const mine = userEnrollments();
      if (mine.some((e) => e.courseId === courseId)) return error(409, messages.alreadyEnrolled);
      if (mine.length >= MAX_ENROLLMENTS) return error(409, messages.enrollmentLimit);
      if (seatsOf(course).isFull) return error(409, messages.courseFull);
      const enrollment = {
        _id: db.nextId('enrollment'),
        courseId,
        userEmail: db.user.email,
        enrolledAt: db.now().toISOString(),
      };
      db.enrollments.push(enrollment);
      db.formerLearners.push({ courseId, userEmail: db.user.email });
      course.enrollments += 1;
      const { availableSeats, isFull } = seatsOf(course);
      return response(201).json({
        message: messages.enrolled,
        enrollment,
        availableSeats,
        isFull,
      });
    }),

    http.delete('/enrollments', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { courseId, userEmail } = await request.json();
      if (userEmail !== db.user.email) return error(403, messages.ownEnrollmentsOnly);
      const course = findCourse(courseId);
      if (!course) return error(404, messages.courseNotFound);
      const existing = userEnrollments().find((e) => e.courseId === courseId);
      if (!existing) return error(404, messages.notEnrolled);
      db.enrollments = db.enrollments.filter((e) => e !== existing);
      course.enrollments = Math.max(0, course.enrollments - 1);
      const { availableSeats, isFull } = seatsOf(course);
      return response(200).json({ message: messages.unenrolled, availableSeats, isFull });
    }),

    http.get('/enrollments/check', ({ request, query, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      if (query.get('userEmail') !== db.user.email) return error(403, messages.ownEnrollmentsOnly);
      const courseId = query.get('courseId');
      return response(200).json({
        isEnrolled: userEnrollments().some((e) => e.courseId === courseId),
      });
    }),

    http.get('/enrollments/user/{email}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      if (params.email !== db.user.email) return error(403, messages.ownEnrollmentsOnly);
      return response(200).json(userEnrollments());
    }),

    http.get('/enrollments/seats/{courseId}', ({ params, response }) => {
      const course = findCourse(params.courseId);
      return course ? response(200).json(seatsOf(course)) : error(404, messages.courseNotFound);
    }),

    http.get('/enrollments/my-courses', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
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

    http.get('/jobs', ({ query, response }) => {
      const q = query.get('q')?.toLowerCase().trim();
      const type = query.get('type');
      const limit = query.get('limit');
      const offset = Number(query.get('offset') ?? 0);
      const matching = db.jobs
        .filter((job) => job.status === 'open')
        .filter(
          (job) => !q || `${job.title}\n${job.company}\n${job.location}`.toLowerCase().includes(q),
        )
        .filter((job) => !type || job.type === type)
        .sort(newestJobFirst);
      const end = limit === null ? undefined : offset + Number(limit);
      return response(200).json(matching.slice(offset, end), {
        headers: { 'X-Total-Count': String(matching.length) },
      });
    }),

    http.post('/jobs', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const input = await request.json();
      const job: Job = {
        requirements: [],
        benefits: [],
        ...input,
        _id: db.nextId('job'),
        postedAt: db.now().toISOString(),
        status: 'open',
        postedBy: db.user.displayName || messages.anonymousPoster,
      };
      db.jobs.push(job);
      db.jobPosters.set(job._id, db.user.email);
      return response(201).json(job);
    }),

    http.get('/jobs/mine', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = db.jobs.filter(isMine).sort(newestJobFirst);
      return response(200).json(
        mine.map((job) => ({
          ...job,
          applicants: db.applications.filter((a) => a.jobId === job._id).length,
        })),
      );
    }),

    http.put('/jobs/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (!isMine(job)) return error(403, messages.notJobPoster);
      const input = await request.json();
      Object.assign(job, { requirements: [], benefits: [], ...input });
      return response(200).json(job);
    }),

    http.patch('/jobs/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (!isMine(job)) return error(403, messages.notJobPoster);
      job.status = (await request.json()).status;
      return response(200).json(job);
    }),

    http.delete('/jobs/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (!isMine(job)) return error(403, messages.notJobPoster);
      db.jobs = db.jobs.filter((j) => j._id !== job._id);
      db.applications = db.applications.filter((a) => a.jobId !== job._id);
      return response(204).empty();
    }),

    http.get('/jobs/{id}/applications', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(params.id);
      // 404, not 403, for someone else's job: the answer never tells that it exists.
      if (!job || !isMine(job)) return error(404, messages.jobNotFound);
      return response(200).json(
        db.applications
          .filter((a) => a.jobId === job._id)
          .sort((a, b) => a.appliedAt.localeCompare(b.appliedAt))
          .map(received),
      );
    }),

    http.post('/jobs/{id}/apply', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (isMine(job)) return error(403, messages.ownJob);
      if (job.status === 'closed') return error(409, messages.jobClosed);
      if (db.applications.some((a) => a.jobId === params.id && a.userEmail === db.user.email)) {
        return error(409, messages.alreadyApplied);
      }
      const input = await request.json();
      const application: MockApplication = {
        _id: db.nextId('application'),
        jobId: job._id,
        userEmail: db.user.email,
        name: db.user.displayName || db.user.email,
        resumeUrl: input.resumeUrl,
        coverLetter: input.coverLetter ?? '',
        status: 'New',
        appliedAt: db.now().toISOString(),
      };
      db.applications.push(application);
      return response(201).json({ message: messages.applied, applicationId: application._id });
    }),

    http.get('/applications/mine', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = db.applications
        .filter((a) => a.userEmail === db.user.email)
        .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt) || a._id.localeCompare(b._id));
      return response(200).json(
        mine.flatMap((a) => {
          const job = findJob(a.jobId);
          if (!job) return [];
          return [
            {
              _id: a._id,
              jobId: a.jobId,
              jobTitle: job.title,
              company: job.company,
              jobStatus: job.status,
              status: a.status,
              appliedAt: a.appliedAt,
            },
          ];
        }),
      );
    }),

    http.patch('/applications/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const application = db.applications.find((a) => a._id === params.id);
      const job = application && findJob(application.jobId);
      if (!application || !job || !isMine(job)) return error(404, messages.applicationNotFound);
      application.status = (await request.json()).status;
      return response(200).json(received(application));
    }),

    http.delete('/applications/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const application = db.applications.find((a) => a._id === params.id);
      if (!application || application.userEmail !== db.user.email) {
        return error(404, messages.applicationNotFound);
      }
      if (!WITHDRAWABLE_STATUSES.includes(application.status)) {
        return error(409, messages.cannotWithdraw);
      }
      db.applications = db.applications.filter((a) => a !== application);
      return response(204).empty();
    }),

    ...reviewHandlers(db),

    ...courseImageHandlers(),
  ];
}

/** Serves the fixture courses' images, so no story depends on the network. */
export function courseImageHandlers(): HttpHandler[] {
  return COURSE_CATEGORIES.flatMap((category) =>
    COURSE_IMAGE_VARIANTS.map((variant) =>
      mswHttp.get(
        `${MOCK_API_BASE_URL}/assets/courses/${courseImageFile(category, variant)}`,
        () =>
          new HttpResponse(courseIllustration(category, variant), {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ),
    ),
  );
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The contract's paths that have an operation for `M`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths];

/** The query parameters the contract declares for `M P` (none: an empty record). */
type QueryOf<M extends Method, P extends PathWith<M>> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? [NonNullable<Q>] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

/**
 * Which calls an override applies to. `query` names the contract's query parameters only (a typo
 * fails tsc); a listed parameter must have that value (compared as text), `null` means it must be
 * absent, and parameters not listed may have any value. Calls that do not match fall through to
 * the next handler, usually the happy path.
 */
export interface Match<M extends Method, P extends PathWith<M>> {
  query?: { [K in keyof QueryOf<M, P>]?: QueryOf<M, P>[K] | null };
}

export interface FailOptions<M extends Method, P extends PathWith<M>> extends Match<M, P> {
  /** HTTP status; 500 by default. */
  status?: number;
  /** The `error` text; by default the text the reference server sends for this status and path. */
  message?: string;
}

function mswPath(path: string): string {
  return `${MOCK_API_BASE_URL}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function matches(request: Request, match: { query?: Record<string, unknown> } | undefined) {
  if (!match?.query) return true;
  const params = new URL(request.url).searchParams;
  return Object.entries(match.query).every(([name, expected]) =>
    expected === null ? !params.has(name) : params.get(name) === String(expected),
  );
}

/** What the reference server says for `status` on `path`, so an override shows a real text. */
function serverMessageFor(status: number, path: string): string {
  const area = path.split('/')[1];
  switch (status) {
    case 400:
      return messages.invalidJson;
    case 401:
      return messages.signIn;
    case 403:
      if (area === 'jwt') return messages.sessionForOtherEmail;
      if (area === 'jobs') return messages.notJobPoster;
      return area === 'enrollments' ? messages.ownEnrollmentsOnly : messages.notCourseOwner;
    case 404:
      if (area === 'applications') return messages.applicationNotFound;
      return area === 'jobs' ? messages.jobNotFound : messages.courseNotFound;
    case 409:
      if (area === 'applications') return messages.cannotWithdraw;
      return area === 'jobs' ? messages.alreadyApplied : messages.alreadyEnrolled;
    case 415:
      return messages.notJson;
    case 503:
      return messages.databaseUnreachable;
    default:
      return messages.serverError;
  }
}

/**
 * Calls to `method path` answer `status` with `{ error: message }`. Put it before the happy-path
 * handlers. Either positional (`failWith('get', '/courses', 500)`, with an optional `Match` last)
 * or one options object (`failWith('get', '/courses', { status: 500, query: { q: 'react' } })`).
 */
export function failWith<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  options: FailOptions<M, P>,
): HttpHandler;
export function failWith<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  status?: number,
  message?: string,
  match?: Match<M, P>,
): HttpHandler;
export function failWith<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  statusOrOptions: number | FailOptions<M, P> = 500,
  message?: string,
  match?: Match<M, P>,
): HttpHandler {
  const options: FailOptions<M, P> =
    typeof statusOrOptions === 'number'
      ? { ...match, status: statusOrOptions, message }
      : statusOrOptions;
  const status = options.status ?? 500;
  const text = options.message ?? serverMessageFor(status, path);
  return mswHttp[method](mswPath(path), ({ request }) =>
    matches(request, options) ? error(status, text) : undefined,
  );
}

/** Matching calls never answer: the screen stays in its loading state (for Loading stories). */
export function neverAnswers<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  match?: Match<M, P>,
): HttpHandler {
  return mswHttp[method](mswPath(path), async ({ request }) => {
    if (!matches(request, match)) return undefined;
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** Matching calls answer after `ms` milliseconds, from the next handler that matches. */
export function delayed<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  ms: number,
  match?: Match<M, P>,
): HttpHandler {
  return mswHttp[method](mswPath(path), async ({ request }) => {
    if (matches(request, match)) await delay(ms);
    return undefined;
  });
}
