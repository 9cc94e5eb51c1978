export * from './fixtures';
export {
  createMockDb,
  limitReachedDb,
  emptyDb,
  emptyCatalogueDb,
  fullCourseId,
  seatsOf,
  type MockDb,
  type MockDbOptions,
} from './db';
export {
  http,
  createHandlers,
  courseImageHandlers,
  failWith,
  neverAnswers,
  delayed,
  type PathWith,
  type Match,
  type FailOptions,
} from './handlers';
export { courseIllustration, initialsAvatar, categorySlug } from './images';
export {
  MAX_LENGTHS,
  LONG_COURSE_ID,
  LONG_DISPLAY_NAME,
  LONG_EMAIL,
  longCourse,
  longJob,
  longTextsDb,
  longTextsUser,
  unbroken,
} from './longTexts';
