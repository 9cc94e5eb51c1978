export { LessonQuestions, type LessonQuestionsProps } from './LessonQuestions';
