export * from './fixtures';
export {
  createMockDb,
  limitReachedDb,
  emptyDb,
  emptyCatalogueDb,
  fullCourseId,
  seatsOf,
  syncRatings,
  nameOf,
  fixtureMockReviews,
  type MockReview,
  type MockDb,
  type MockDbOptions,
  type MockApplication,
  type MockApplicationSeed,
  type MockAttachedCertificate,
  type MockSavedJob,
  type MockAccountSettings,
} from './db';
export {
  jobBoardDb,
  postedJobs,
  POSTED_JOB_ID,
  UNANSWERED_JOB_ID,
  CLOSED_JOB_ID,
  longLetterApplicant,
  longLetterDb,
  alanCertificates,
  longCertificateTitles,
  longCertificateTitlesDb,
  adaAttachedCertificates,
  adaAttachedCertificatesDb,
} from './jobBoard';
export { savedJobsDb, longSavedJobsDb, savedJobIds, CLOSED_SAVED_JOB_ID } from './savedJobs';
export {
  portfolioDb,
  emptyPortfolioDb,
  hiddenPortfolioDb,
  longPortfolioDb,
  PORTFOLIO_HANDLE,
  LONG_PORTFOLIO_HANDLE,
} from './portfolio';
export { jobMatchingDb, matchedJob, LONG_HELD_SKILL, LONG_MISSING_SKILL } from './jobMatching';
export * from './handlers';
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
export * from './learning';
export * from './insights';
export { fixtureNotifications, notificationsDb, longNotificationsDb } from './notifications';
export { signedCredentials, type SignedCredentials } from './credentials';
