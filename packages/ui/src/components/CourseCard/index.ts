export { CourseCard, CourseImage, formatAddedDate, useAddedDate } from './CourseCard';
export type { CourseCardProps, CourseCardCourse } from './CourseCard';
export { CourseCardSkeleton } from './CourseCardSkeleton';
export type { CourseCardSkeletonProps } from './CourseCardSkeleton';
