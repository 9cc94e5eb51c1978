import { MAX_ENROLLMENTS } from '../constants';
import type {
  Answer,
  LessonQuestion as Question,
  ApplicationMessage,
  ApplicationStatus,
  AttachedCertificate,
  Course,
  CourseInsights,
  Enrollment,
  Job,
  Notification,
  Review,
} from '../types';
import {
  FIXTURE_NOW,
  FULL_COURSE_ID,
  fixtureCourses,
  fixtureEnrollments,
  fixtureJobs,
  fixtureLearnerEnrollments,
  fixtureOwnerOf,
  fixtureReviews,
  fixtureUser,
  fixtureUserNames,
  ratingFromReviews,
  type FixtureUser,
} from './fixtures';
import { createMockLearning, type MockLearning, type MockLearningOptions } from './learning/state';

/** A review and who wrote it (the contract never sends the reviewer's e-mail). */
export interface MockReview {
  review: Review;
  userEmail: string;
}

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
  /** Messages on applications, in the order they were written. */
  applicationMessages: MockApplicationMessage[];
  /** Every user's saved jobs (the server's saved_jobs rows), any order. */
  savedJobs: MockSavedJob[];
  /** Account settings of those who saved any (the server's account_settings rows). */
  accountSettings: MockAccountSettings[];
  /** Questions under lessons and their answers, in the order they were written. */
  questions: MockQuestion[];
  questionAnswers: MockAnswer[];
  /** Reviews of every course; a course's rating and ratingCount are kept equal to them. */
  reviews: MockReview[];
  /** Who was enrolled in a course at some point (unenrolling keeps them here): may review it. */
  formerLearners: { courseId: string; userEmail: string }[];
  /** Display names by e-mail (reviewers, learners); anyone else shows the e-mail's local part. */
  userNames: Record<string, string>;
  /** Curricula, lessons, and every learner's completions, attempts, positions and certificates. */
  learning: MockLearning;
  /**
   * Insights as the server would aggregate them, by course id, for shapes the mock state does not
   * hold (thousands of learners); any other course's are computed from the state.
   */
  insights: Map<string, CourseInsights>;
  /** Whom the mocks treat as the caller of authenticated requests (tokens are not verified). */
  user: FixtureUser;
  /** Clock for new records; fixed so stories stay deterministic. */
  now: () => Date;
  nextId: (prefix: string) => string;
  /** The caller's notifications, any order; the handlers list them newest first. */
  notifications: Notification[];
  /**
   * The ids of those the caller has seen (the list was opened since they arrived): the navbar
   * counts the unread ones not among them. A read one counts as seen.
   */
  seenNotificationIds: Set<string>;
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
  /** Messages on those applications (none when left out). */
  applicationMessages?: MockApplicationMessage[];
  /** Saved jobs (none when left out). */
  savedJobs?: MockSavedJob[];
  /** Account settings (nobody's when left out: everyone has the defaults). */
  accountSettings?: MockAccountSettings[];
  /** Courses' ratings are recomputed from these (the fixtures' reviews when left out). */
  reviews?: MockReview[];
  formerLearners?: MockDb['formerLearners'];
  user?: FixtureUser;
  /** Curricula and progress; the fixtures' where left out (learning/fixtures.ts). */
  learning?: MockLearningOptions;
  /** The caller's notifications (none when left out). */
  notifications?: Notification[];
}

/** The fixture reviews, each by a reviewer account of its own. */
export const fixtureMockReviews: MockReview[] = fixtureReviews.map((review) => ({
  review,
  userEmail: `${review.userName.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
}));

/** Sets every course's rating and ratingCount from `db.reviews`, as the server's transaction does. */
export function syncRatings(db: Pick<MockDb, 'courses' | 'reviews'>): void {
  for (const course of db.courses) {
    const reviews = db.reviews.filter((entry) => entry.review.courseId === course._id);
    Object.assign(course, ratingFromReviews(reviews.map((entry) => entry.review)));
  }
}

/** The display name the API shows for an e-mail. */
export function nameOf(db: Pick<MockDb, 'userNames' | 'user'>, email: string): string {
  // The caller's name comes from their token on the server: here, the mock session's user.
  if (email === db.user.email && db.user.displayName) return db.user.displayName;
  return db.userNames[email] ?? email.split('@')[0] ?? email;
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
  /**
   * The certificates attached (docs/product.md, Applying with certificates), as the poster sees
   * them, with the skills their courses teach. One of the learning state's certificates is seen
   * as it is now (revoked once revoked); others (applicants outside it) as seeded.
   */
  certificates?: MockAttachedCertificate[];
}

export type MockAttachedCertificate = AttachedCertificate & { skills: string[] };

/** A job someone saved, and when (docs/product.md, Saved jobs). */
export interface MockSavedJob {
  jobId: string;
  userEmail: string;
  savedAt: string;
}

/**
 * One account's settings and the name and photo its portfolio shows (docs/product.md, A public
 * portfolio); an account without a row has the defaults.
 */
export interface MockAccountSettings {
  userEmail: string;
  handle: string | null;
  portfolioPublic: boolean;
  jobMatchNotifications: boolean;
  portfolioName: string;
  portfolioPhoto?: string;
}

/** A message on an application and who wrote it (`mine` is worked out for the caller). */
export interface MockApplicationMessage {
  message: Omit<ApplicationMessage, 'mine'>;
  authorEmail: string;
}

/** A question as stored: what every reader sees is worked out per caller (handlers/questions.ts). */
export interface MockQuestion {
  question: Pick<
    Question,
    '_id' | 'courseId' | 'lessonId' | 'title' | 'details' | 'authorName' | 'createdAt' | 'editedAt'
  >;
  authorEmail: string;
  upvoters: string[];
  acceptedAnswerId?: string;
  deleted: boolean;
  hidden: boolean;
}

export interface MockAnswer {
  answer: Pick<Answer, '_id' | 'questionId' | 'body' | 'authorName' | 'createdAt' | 'editedAt'>;
  authorEmail: string;
  hidden: boolean;
}

export type MockApplicationSeed = Pick<MockApplication, 'jobId' | 'userEmail'> &
  Partial<MockApplication>;

const clone = <T>(value: T): T => structuredClone(value);

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const courses = clone(options.courses ?? fixtureCourses);
  let counter = 0;
  const reviews = clone(options.reviews ?? fixtureMockReviews);
  const enrollments = clone(
    options.enrollments ?? [...fixtureEnrollments, ...fixtureLearnerEnrollments],
  );
  const db: MockDb = {
    courses,
    owners: new Map(
      courses.map((course) => [course._id, options.owners?.[course._id] ?? fixtureOwnerOf(course)]),
    ),
    enrollments,
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
    applicationMessages: clone(options.applicationMessages ?? []),
    savedJobs: clone(options.savedJobs ?? []),
    accountSettings: clone(options.accountSettings ?? []),
    questions: [],
    questionAnswers: [],
    reviews,
    // Everyone enrolled now or who wrote a review was enrolled at some point.
    formerLearners: [
      ...clone(options.formerLearners ?? []),
      ...enrollments.map(({ courseId, userEmail }) => ({ courseId, userEmail })),
      ...reviews.map(({ review, userEmail }) => ({ courseId: review.courseId, userEmail })),
    ],
    userNames: {
      ...fixtureUserNames,
      ...Object.fromEntries(reviews.map(({ review, userEmail }) => [userEmail, review.userName])),
    },
    learning: createMockLearning(options.learning),
    insights: new Map(),
    user: options.user ?? fixtureUser,
    now: () => new Date(FIXTURE_NOW),
    nextId: (prefix) => `${prefix}-new-${++counter}`,
    notifications: clone(options.notifications ?? []),
    seenNotificationIds: new Set(),
  };
  syncRatings(db);
  return db;
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
