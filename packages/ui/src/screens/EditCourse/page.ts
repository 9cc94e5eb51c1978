export { EditCourse as Component } from './EditCourse';
