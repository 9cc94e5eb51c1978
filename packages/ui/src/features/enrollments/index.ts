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
export {
  enrolButtonState,
  enrollmentCountSentence,
  seatsLeft,
  type EnrolButtonInput,
  type EnrolButtonKind,
  type EnrolButtonState,
  type EnrolSurface,
} from './rules';
export { enrolButtonLabels, enrollmentTexts } from './texts';
