export { questionKeys, type CourseQuestionFilters, type QuestionSort } from './api/keys';
export {
  QUESTIONS_PAGE_SIZE,
  courseQuestionsQuery,
  lessonQuestionsQuery,
  questionAnswersQuery,
  unansweredCountsQuery,
  useCourseQuestions,
  useLessonQuestions,
  useQuestionAnswers,
  useUnansweredCounts,
  type CountedPage,
} from './api/queries';
export {
  acceptAnswerMutation,
  answerQuestionMutation,
  askQuestionMutation,
  deleteAnswerMutation,
  deleteQuestionMutation,
  setAnswerHiddenMutation,
  setQuestionHiddenMutation,
  updateAnswerMutation,
  updateQuestionMutation,
  upvoteQuestionMutation,
  useAcceptAnswer,
  useAnswerQuestion,
  useAskQuestion,
  useDeleteAnswer,
  useDeleteQuestion,
  useSetAnswerHidden,
  useSetQuestionHidden,
  useUpdateAnswer,
  useUpdateQuestion,
  useUpvoteQuestion,
  type AnswerRef,
  type QuestionInput,
  type QuestionRef,
} from './api/mutations';
export { questionTexts } from './texts';
export {
  LessonQuestions,
  QuestionItem,
  type LessonQuestionsProps,
} from './components/LessonQuestions';
