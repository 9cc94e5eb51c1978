export { ManageCourses as Component } from './ManageCourses';
