export { CourseDetail } from './CourseDetail';
