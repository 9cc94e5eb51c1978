export { LessonArticle } from './LessonArticle';
