export { LessonKindIcon } from './LessonKindIcon';
