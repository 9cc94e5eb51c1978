export { ManageCourses } from './ManageCourses';
