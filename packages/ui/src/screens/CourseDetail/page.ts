export { CourseDetail as Component } from './CourseDetail';
