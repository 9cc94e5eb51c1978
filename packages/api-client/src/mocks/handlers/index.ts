import type { HttpHandler } from 'msw';
import { createMockDb, type MockDb } from '../db';
import { applicationMessageHandlers } from './applicationMessages';
import { applicationHandlers } from './applications';
import { courseImageHandlers, lessonAssetHandlers } from './assets';
import { courseHandlers } from './courses';
import { enrollmentHandlers } from './enrollments';
import { healthHandlers } from './health';
import { insightsHandlers } from './insights';
import { jobHandlers } from './jobs';
import { credentialHandlers } from './credentials';
import { curriculumHandlers } from './curriculum';
import { learningHandlers } from './learning';
import { reviewHandlers } from './reviews';
import { savedJobHandlers } from './savedJobs';
import { sessionHandlers } from './session';
import { skillHandlers } from './skills';
// Accounts.
import { accountHandlers } from './account';
import { notificationHandlers } from './notifications';
import { portfolioHandlers } from './portfolio';
import { questionHandlers } from './questions';

export { http } from './http';
export { courseImageHandlers } from './assets';
export { credentialHandlers, mockCredential, MOCK_APP_URL, MOCK_ISSUER_DID } from './credentials';
export { curriculumHandlers } from './curriculum';
export { learningHandlers } from './learning';
export { portfolioHandlers, mockVerifiedSkills, handleProblem } from './portfolio';
export { reviewHandlers, MAX_REVIEW_LENGTH, REVIEWS_PAGE_SIZE } from './reviews';
export {
  failWith,
  neverAnswers,
  delayed,
  type PathWith,
  type Match,
  type FailOptions,
} from './overrides';

/**
 * Stateful happy-path handlers for every call of the contract, backed by `db`: one file per
 * resource, each a function of the mock db.
 */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  return [
    ...healthHandlers(),
    ...sessionHandlers(db),
    ...courseHandlers(db),
    ...skillHandlers(db),
    ...enrollmentHandlers(db),
    // Before the job handlers: /jobs/saved is not a job's id.
    ...savedJobHandlers(db),
    ...jobHandlers(db),
    ...applicationHandlers(db),
    ...applicationMessageHandlers(db),
    ...reviewHandlers(db),
    ...curriculumHandlers(db),
    ...learningHandlers(db),
    ...credentialHandlers(db),
    ...insightsHandlers(db),
    ...courseImageHandlers(),
    ...lessonAssetHandlers(),
    // Accounts.
    ...accountHandlers(db),
    ...notificationHandlers(db),
    ...questionHandlers(db),
    ...portfolioHandlers(db),
  ];
}
