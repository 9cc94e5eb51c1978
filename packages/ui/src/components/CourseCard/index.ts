export { CourseCard, CourseImage } from './CourseCard';
export { formatAddedDate, useAddedDate } from './addedDate';
export type { CourseCardProps, CourseCardCourse } from './CourseCard';
export { CourseCardSkeleton } from './CourseCardSkeleton';
export type { CourseCardSkeletonProps } from './CourseCardSkeleton';
