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
// The whole mutation module is public: each mutation's factory and hook, and the refs and input
// they take.
export * from './api/mutations';
export { questionTexts } from './texts';
export {
  LessonQuestions,
  QuestionItem,
  QuestionList,
  type LessonQuestionsProps,
  type QuestionListProps,
} from './components/LessonQuestions';
