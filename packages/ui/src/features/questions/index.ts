export { questionKeys, type QuestionSort } from './api/keys';
export {
  QUESTIONS_PAGE_SIZE,
  lessonQuestionsQuery,
  questionAnswersQuery,
  unansweredCountsQuery,
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
export { LessonQuestions, type LessonQuestionsProps } from './components/LessonQuestions';
