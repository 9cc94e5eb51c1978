export { LessonQuestions, type LessonQuestionsProps } from './LessonQuestions';
export { QuestionItem } from './QuestionItem';
export { QuestionList, type QuestionListProps } from './QuestionList';
