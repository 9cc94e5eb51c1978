export { MyEnrolledCourses as Component } from './MyEnrolledCourses';
