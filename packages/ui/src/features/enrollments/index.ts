export { enrollmentKeys } from './api/keys';
export {
  seatsQuery,
  enrollmentCheckQuery,
  userEnrollmentsQuery,
  enrollmentsWithCoursesQuery,
  useSeats,
  useEnrollmentCheck,
  useUserEnrollments,
  useEnrollmentsWithCourses,
} from './api/queries';
export {
  enrollMutation,
  unenrollMutation,
  useEnroll,
  useUnenroll,
  type EnrollmentVariables,
} from './api/mutations';
export { enrollBlockReason, enrollmentCountSentence, seatsLeft, type EnrollState } from './rules';
export { enrollmentTexts } from './texts';
