export { AddCourse as Component } from './AddCourse';
