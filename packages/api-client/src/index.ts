export type { paths, components, operations } from './schema';
export * from './types';
export * from './constants';
export { messages, messageTemplates, type Message, type MessageKey } from './messages';
export { ApiError, unwrap, errorMessage } from './errors';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export {
  listCourses,
  courseIdOf,
  normaliseCourseQuery,
  type CourseQuery,
  type CoursePage,
} from './courses';
export { securedOperations } from './security.gen';
export { compareByRating, ratingSummary, NO_RATINGS_TEXT } from './ratings';
export { APPLICATION_STATUSES, WITHDRAWABLE_STATUSES } from './jobs';
export { searchTier, searchWords } from './search';
export {
  LESSON_ASSET_PATH,
  isLessonMediaUrl,
  lessonAssetFile,
  type LessonMediaKind,
} from './lessons';
export { jobMatchRank, normaliseSkillName, normaliseSkillNames, sameSkill } from './skills';
