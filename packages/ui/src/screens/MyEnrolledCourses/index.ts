export { MyEnrolledCourses } from './MyEnrolledCourses';
