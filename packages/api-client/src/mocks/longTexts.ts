import { SKILL_LIMITS } from '../constants';
import type { Course, Enrollment, Job } from '../types';
import { createMockDb, type MockDb } from './db';
import {
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  fixtureCourses,
  fixtureJobs,
  type FixtureUser,
} from './fixtures';
import { initialsAvatar } from './images';

/**
 * The longest texts the API accepts (openapi.yaml's maxLength of each field), for the 'Long Texts'
 * stories and the page-width end-to-end test: no page may be wider than its viewport with these.
 * Most are single words without a space, the case a browser cannot wrap on its own.
 */
export const MAX_LENGTHS = {
  courseTitle: 120,
  courseDescription: 2000,
  courseDuration: 60,
  courseOutcome: 120,
  courseOutcomes: 6,
  httpUrl: 2048,
  jobTitle: 120,
  jobCompany: 120,
  jobLocation: 120,
  jobSalary: 60,
  jobDescription: 5000,
  jobListLine: 300,
  email: 254,
  sectionTitle: 120,
  lessonTitle: 120,
  skillName: SKILL_LIMITS.nameLength,
  courseSkills: SKILL_LIMITS.perCourse,
  jobSkills: SKILL_LIMITS.perJob,
} as const;

/** `count` skills of the longest name, unbroken and prose in turn, each its own (numbered). */
function longSkills(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? `${index + 1}${unbroken('Internationalisation', MAX_LENGTHS.skillName - String(index + 1).length)}`
      : prose(`Skill ${index + 1} wraps inside its chip`, MAX_LENGTHS.skillName),
  );
}

/** `word` repeated (and cut) to exactly `length` characters: one unbroken word. */
export function unbroken(word: string, length: number): string {
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}

/** `sentence` repeated to exactly `length` characters, with no space at either end. */
function prose(sentence: string, length: number): string {
  return unbroken(`${sentence} `, length - 1)
    .trimEnd()
    .padEnd(length, '.');
}

/** A 254-character address (64-character local part, labels of at most 63): valid, unbroken. */
export const LONG_EMAIL = `${unbroken('instructor', 64)}@${unbroken('faculty', 63)}.${unbroken(
  'department',
  63,
)}.${unbroken('university', 57)}.edu`;

/**
 * The contract has no limit on a display name (it comes from the identity provider); this one is
 * as long as a course title and has no space, so the navbar and the account menu must wrap it.
 */
export const LONG_DISPLAY_NAME = unbroken('Maximiliana', MAX_LENGTHS.courseTitle);

/** A signed-in person whose name and e-mail are both as long as they come. */
export const longTextsUser: FixtureUser = {
  email: LONG_EMAIL,
  displayName: LONG_DISPLAY_NAME,
  photoURL: initialsAvatar('Maximiliana Long'),
};

export const LONG_COURSE_ID = 'course-long';

/** A served illustration, padded with a query string to the longest URL accepted. */
const longImageUrl = (() => {
  const base = `${MOCK_API_BASE_URL}/assets/courses/web-development-1.svg?`;
  return `${base}${unbroken('padding', MAX_LENGTHS.httpUrl - base.length)}`;
})();

/**
 * The newest course (so it leads every list), owned by `longTextsUser`, every text at its maximum:
 * an unbroken title, duration and description, six outcomes of 120 characters, and the owner's
 * long unbroken name as instructor (never an e-mail: an account without a name cannot add one).
 */
export const longCourse: Course = {
  _id: LONG_COURSE_ID,
  title: unbroken('Internationalisation', MAX_LENGTHS.courseTitle),
  description: unbroken(
    'Pneumonoultramicroscopicsilicovolcanoconiosis',
    MAX_LENGTHS.courseDescription,
  ),
  imageUrl: longImageUrl,
  duration: unbroken('Fortnightly', MAX_LENGTHS.courseDuration),
  category: 'web development',
  addedByName: LONG_DISPLAY_NAME,
  addedAt: FIXTURE_NOW.toISOString(),
  enrollments: 3,
  // No fixture review is of this course: the mock database keeps it unrated.
  rating: null,
  ratingCount: 0,
  totalSeats: 30,
  // Six, the most a course may have, each as long as one may be: three unbroken, three prose.
  outcomes: Array.from({ length: MAX_LENGTHS.courseOutcomes }, (_, index) => index + 1).map((n) =>
    n % 2 === 1
      ? unbroken(`Outcome${n}Internationalisation`, MAX_LENGTHS.courseOutcome)
      : prose(`Outcome ${n} wraps inside its list.`, MAX_LENGTHS.courseOutcome),
  ),
  skills: longSkills(MAX_LENGTHS.courseSkills),
};

/** The newest job: every text at its maximum, unbroken; a few list lines of 300 characters. */
export const longJob: Job = {
  _id: 'job-long',
  title: unbroken('Engineering', MAX_LENGTHS.jobTitle),
  company: unbroken('Incorporated', MAX_LENGTHS.jobCompany),
  location: unbroken('Llanfairpwllgwyngyll', MAX_LENGTHS.jobLocation),
  salary: unbroken('EUR100000', MAX_LENGTHS.jobSalary),
  type: 'Full-time',
  description: `${unbroken('Responsibilities', 1000)} ${prose('The description wraps inside its card.', MAX_LENGTHS.jobDescription - 1001)}`,
  requirements: [
    unbroken('Requirement', MAX_LENGTHS.jobListLine),
    prose('A requirement wraps inside its list.', MAX_LENGTHS.jobListLine),
  ],
  benefits: [
    unbroken('Benefit', MAX_LENGTHS.jobListLine),
    prose('A benefit wraps inside its list.', MAX_LENGTHS.jobListLine),
  ],
  postedAt: FIXTURE_NOW.toISOString(),
  status: 'open',
  postedBy: LONG_DISPLAY_NAME,
  skills: longSkills(MAX_LENGTHS.jobSkills),
};

const longEnrollment: Enrollment = {
  _id: 'enrollment-long',
  courseId: LONG_COURSE_ID,
  userEmail: LONG_EMAIL,
  enrolledAt: FIXTURE_NOW.toISOString(),
};

/**
 * The fixtures with `longCourse` and `longJob` first, the caller being `longTextsUser`, who owns
 * and is enrolled in the long course (so Manage Courses and My Enrolled Courses show it too).
 */
export function longTextsDb(): MockDb {
  return createMockDb({
    courses: [longCourse, ...fixtureCourses],
    owners: { [LONG_COURSE_ID]: LONG_EMAIL },
    enrollments: [longEnrollment],
    jobs: [longJob, ...fixtureJobs],
    user: longTextsUser,
  });
}
