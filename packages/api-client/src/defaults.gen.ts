/**
 * This file was auto-generated from openapi.yaml by `npm run generate`.
 * Do not make direct changes to the file.
 */

/**
 * Each operation's query parameters that have a default in the contract. The server's validator
 * fills them in, so its handlers may treat them as present (`operations` marks them optional).
 */
export interface DefaultedQueryParameters {
  /** limit = 20, offset = 0 */
  listApplicationMessages: 'limit' | 'offset';
  /** unanswered = false, mine = false, limit = 20, offset = 0 */
  listCourseQuestions: 'unanswered' | 'mine' | 'limit' | 'offset';
  /** limit = 10, offset = 0 */
  listCourseReviews: 'limit' | 'offset';
  /** sort = "addedAt_desc", limit = 20, offset = 0 */
  listCourses: 'sort' | 'limit' | 'offset';
  /** offset = 0 */
  listJobs: 'offset';
  /** sort = "newest", limit = 20, offset = 0 */
  listLessonQuestions: 'sort' | 'limit' | 'offset';
  /** limit = 20, offset = 0 */
  listQuestionAnswers: 'limit' | 'offset';
  /** limit = 10 */
  listSkills: 'limit';
}
