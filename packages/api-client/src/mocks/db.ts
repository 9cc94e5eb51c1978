import { MAX_ENROLLMENTS } from '../constants';
import type { ApplicationStatus, Course, Enrollment, Job } from '../types';
import {
  FIXTURE_NOW,
  FULL_COURSE_ID,
  fixtureCourses,
  fixtureEnrollments,
  fixtureJobs,
  fixtureOwnerOf,
  fixtureUser,
  type FixtureUser,
} from './fixtures';

/**
 * The in-memory state behind the mock handlers. Each story or test makes its own, so a click that
 * enrols in one story never leaks into another.
 */
export interface MockDb {
  courses: Course[];
  /** Course id -> owner's e-mail. */
  owners: Map<string, string>;
  enrollments: Enrollment[];
  jobs: Job[];
  /** Job id -> poster's e-mail; jobs not listed were posted by nobody signed in (seeded). */
  jobPosters: Map<string, string>;
  applications: MockApplication[];
  /** Whom the mocks treat as the caller of authenticated requests (tokens are not verified). */
  user: FixtureUser;
  /** Clock for new records; fixed so stories stay deterministic. */
  now: () => Date;
  nextId: (prefix: string) => string;
}

/**
 * The state to start from; anything left out is the fixtures'. Plain data, so a test can load the
 * same options into the reference server's database and compare both (see the messages parity test).
 */
export interface MockDbOptions {
  courses?: Course[];
  /** Course id -> owner's e-mail; a course not listed is owned as in the fixtures. */
  owners?: Record<string, string>;
  enrollments?: Enrollment[];
  jobs?: Job[];
  /** Job id -> poster's e-mail. */
  jobPosters?: Record<string, string>;
  /** Only `jobId` and `userEmail` are needed; the rest defaults as a fresh application. */
  applications?: MockApplicationSeed[];
  user?: FixtureUser;
}

/** An application as the mock server stores it (the server's job_applications row). */
export interface MockApplication {
  _id: string;
  jobId: string;
  userEmail: string;
  /** The applicant's display name when they applied, else their e-mail. */
  name: string;
  resumeUrl: string;
  coverLetter: string;
  status: ApplicationStatus;
  appliedAt: string;
}

export type MockApplicationSeed = Pick<MockApplication, 'jobId' | 'userEmail'> &
  Partial<MockApplication>;

const clone = <T>(value: T): T => structuredClone(value);

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const courses = clone(options.courses ?? fixtureCourses);
  let counter = 0;
  return {
    courses,
    owners: new Map(
      courses.map((course) => [course._id, options.owners?.[course._id] ?? fixtureOwnerOf(course)]),
    ),
    enrollments: clone(options.enrollments ?? fixtureEnrollments),
    jobs: clone(options.jobs ?? fixtureJobs),
    jobPosters: new Map(Object.entries(options.jobPosters ?? {})),
    applications: (options.applications ?? []).map((seed, index) => ({
      _id: `application-${String(index + 1).padStart(2, '0')}`,
      name: seed.userEmail,
      resumeUrl: 'https://example.com/resume.pdf',
      coverLetter: '',
      status: 'New',
      appliedAt: FIXTURE_NOW.toISOString(),
      ...clone(seed),
    })),
    user: options.user ?? fixtureUser,
    now: () => new Date(FIXTURE_NOW),
    nextId: (prefix) => `${prefix}-new-${++counter}`,
  };
}

/** Ada already holds MAX_ENROLLMENTS enrollments: every further enrol is refused. */
export function limitReachedDb(): MockDb {
  const db = createMockDb();
  const taken = ['course-02', 'course-07', 'course-12'].slice(0, MAX_ENROLLMENTS);
  db.enrollments = taken.map((courseId, index) => ({
    _id: `enrollment-limit-${index + 1}`,
    courseId,
    userEmail: db.user.email,
    enrolledAt: new Date(FIXTURE_NOW.getTime() - (index + 1) * 3_600_000).toISOString(),
  }));
  return db;
}

/** Ada holds no enrollments and owns no courses. */
export function emptyDb(): MockDb {
  const db = createMockDb({ enrollments: [] });
  for (const [id, owner] of db.owners) if (owner === db.user.email) db.owners.delete(id);
  return db;
}

/** No courses and no jobs at all. */
export function emptyCatalogueDb(): MockDb {
  return createMockDb({ courses: [], enrollments: [], jobs: [] });
}

/** The course that is full in every fixture db. */
export const fullCourseId = FULL_COURSE_ID;

export function seatsOf(course: Course) {
  const availableSeats = Math.max(0, course.totalSeats - course.enrollments);
  return {
    courseId: course._id,
    totalSeats: course.totalSeats,
    availableSeats,
    isFull: availableSeats === 0,
  };
}
