export { EditCourse } from './EditCourse';
