import { MAX_ENROLLMENTS, type Course } from '@edugate/api-client';
import { enrolButtonLabels, enrollmentTexts } from './texts';

/** Where the button is: only the detail's button unenrols, so only its 'enrolled' label says so. */
export type EnrolSurface = 'detail' | 'catalogue';

export interface EnrolButtonInput {
  surface: EnrolSurface;
  session: 'loading' | 'signedIn' | 'signedOut';
  isEnrolled: boolean;
  /** How many courses the reader is enrolled in now (the product's limit is 3). */
  enrollmentCount: number;
  isFull: boolean;
  /** Whether the reader is enrolled, or in how many courses, is still being asked. */
  checking?: boolean;
  /** The reader wrote the course (known on the detail page): no seat for its author. */
  isAuthor?: boolean;
}

export type EnrolButtonKind =
  'checking' | 'enrolled' | 'own' | 'full' | 'signedOut' | 'atLimit' | 'open';

export interface EnrolButtonState {
  kind: EnrolButtonKind;
  label: string;
  disabled: boolean;
  /** What a click does: enrol, unenrol, or send a signed-out visitor to log in first. */
  action: 'enroll' | 'unenroll' | 'login' | 'none';
  /** Why enrolling is blocked, in the words of docs/product.md (Rules), to show beside the button. */
  reason: string | null;
}

/**
 * The enrol button of every screen (catalogue card, course detail), worked out once so the
 * screens cannot disagree. docs/product.md, Rules: the client refuses a full course and a fourth
 * course (the server checks both again, atomically). In order:
 * - enrolled: 'Enrolled (Click to Unenroll)' on the detail, 'Enrolled' (done, disabled) on a card;
 * - still checking who the reader is or what they hold: 'Enroll Now', disabled, until known;
 * - the reader's own course: 'Your Course', disabled, with 'You can't enroll in your own course.';
 * - full: 'Course Full', disabled, for everyone: a signed-out visitor is not sent to log in for
 *   a course nobody can join;
 * - signed out: 'Enroll Now', enabled: the click says to log in and goes to /login
 *   (docs/product.md, Who can do what: kept enabled, where the brief disabled it);
 * - three other courses: 'Enrollment Limit Reached', disabled;
 * - otherwise 'Enroll Now'.
 */
export function enrolButtonState({
  surface,
  session,
  isEnrolled,
  enrollmentCount,
  isFull,
  checking = false,
  isAuthor = false,
}: EnrolButtonInput): EnrolButtonState {
  if (session === 'signedIn' && isEnrolled && !checking) {
    return surface === 'detail'
      ? state('enrolled', enrolButtonLabels.enrolledDetail, false, 'unenroll')
      : state('enrolled', enrolButtonLabels.enrolledCatalogue, true, 'none');
  }
  if (session === 'loading' || (session === 'signedIn' && checking)) {
    return state('checking', enrolButtonLabels.enroll, true, 'none');
  }
  if (session === 'signedIn' && isAuthor) {
    return state('own', enrolButtonLabels.own, true, 'none', enrollmentTexts.ownCourse);
  }
  if (isFull) return state('full', enrolButtonLabels.full, true, 'none', enrollmentTexts.noSeats);
  if (session === 'signedOut') return state('signedOut', enrolButtonLabels.enroll, false, 'login');
  if (enrollmentCount >= MAX_ENROLLMENTS) {
    return state('atLimit', enrolButtonLabels.atLimit, true, 'none', enrollmentTexts.limitReached);
  }
  return state('open', enrolButtonLabels.enroll, false, 'enroll');
}

function state(
  kind: EnrolButtonKind,
  label: string,
  disabled: boolean,
  action: EnrolButtonState['action'],
  reason: string | null = null,
): EnrolButtonState {
  return { kind, label, disabled, action, reason };
}

/** 'You have enrolled in N out of 3 courses' (course detail's side panel). */
export function enrollmentCountSentence(count: number): string {
  return `You have enrolled in ${count} out of ${MAX_ENROLLMENTS} courses`;
}

/**
 * Seats left, read off the course itself (the server's seat info says the same): lets a list
 * show seats from one request instead of one seats request per course.
 */
export function seatsLeft(course: Pick<Course, 'totalSeats' | 'enrollments'>): number {
  return Math.max(0, course.totalSeats - course.enrollments);
}
