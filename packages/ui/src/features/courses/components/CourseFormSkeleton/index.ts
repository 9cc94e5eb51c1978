export { CourseFormSkeleton } from './CourseFormSkeleton';
