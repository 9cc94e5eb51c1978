export { AddCourse } from './AddCourse';
