export { LessonQuestions, type LessonQuestionsProps } from './LessonQuestions';
export { QuestionItem } from './QuestionItem';
