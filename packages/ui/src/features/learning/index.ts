export { learningKeys } from './api/keys';
export {
  courseProgressQuery,
  useCourseProgress,
  myProgressQuery,
  useMyProgress,
  latestAttemptQuery,
  useLatestAttempt,
  certificateQuery,
  useCertificate,
  myCertificatesQuery,
  useMyCertificates,
} from './api/queries';
export {
  completeLessonMutation,
  uncompleteLessonMutation,
  submitQuizMutation,
  setPositionMutation,
  useCompleteLesson,
  useUncompleteLesson,
  useSubmitQuiz,
  useSetPosition,
  type LessonRef,
  type QuizAnswers,
} from './api/mutations';
export { learningTexts } from './texts';
export { longDate } from '../../dates';
