export { CourseContent, type CourseContentProps } from './CourseContent';
