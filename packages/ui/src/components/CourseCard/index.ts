export { CourseCard, CourseImage, formatAddedDate } from './CourseCard';
export type {
  CourseCardProps,
  CourseCardCourse,
  HomeCourseCardProps,
  CatalogueCourseCardProps,
} from './CourseCard';
