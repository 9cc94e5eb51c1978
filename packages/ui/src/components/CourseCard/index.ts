export { CourseCard, CourseImage, formatAddedDate } from './CourseCard';
export type { CourseCardProps, CourseCardCourse } from './CourseCard';
