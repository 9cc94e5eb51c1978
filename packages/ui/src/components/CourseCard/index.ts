export { CourseCard, CourseImage, formatAddedDate } from './CourseCard';
export type { CourseCardProps, CourseCardCourse } from './CourseCard';
export { CourseCardSkeleton } from './CourseCardSkeleton';
export type { CourseCardSkeletonProps } from './CourseCardSkeleton';
