/**
 * Query keys of the enrollments feature. Everything per user carries the e-mail, so one user's
 * answers can never be served to another. Other features may import this file (only this one).
 */
export const enrollmentKeys = {
  all: ['enrollments'] as const,
  /** Seat info is public and per course. */
  seats: (courseId: string) => [...enrollmentKeys.all, 'seats', courseId] as const,
  user: (email: string) => [...enrollmentKeys.all, 'user', email] as const,
  /** GET /enrollments/user/{email}: the user's enrollments (ids only). */
  list: (email: string) => [...enrollmentKeys.user(email), 'list'] as const,
  /** GET /enrollments/check: is the user enrolled in this course. */
  check: (email: string, courseId: string) =>
    [...enrollmentKeys.user(email), 'check', courseId] as const,
  /** GET /enrollments/my-courses: enrollments with course details. */
  withCourses: (email: string) => [...enrollmentKeys.user(email), 'my-courses'] as const,
};
