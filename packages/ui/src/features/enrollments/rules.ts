import { MAX_ENROLLMENTS, type Course, type SeatInfo } from '@edugate/api-client';
import { enrollmentTexts } from './texts';

export interface EnrollState {
  isEnrolled: boolean;
  /** How many courses the user is enrolled in now. */
  enrollmentCount: number;
  seats: Pick<SeatInfo, 'isFull'> | undefined;
}

/**
 * SPEC.md section 5: the client refuses to enrol when the course is full or the user already
 * has three courses (the server checks both again, atomically). Null means enrolling may go on.
 */
export function enrollBlockReason({ isEnrolled, enrollmentCount, seats }: EnrollState) {
  if (isEnrolled) return null;
  if (seats?.isFull) return enrollmentTexts.noSeats;
  if (enrollmentCount >= MAX_ENROLLMENTS) return enrollmentTexts.limitReached;
  return null;
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
