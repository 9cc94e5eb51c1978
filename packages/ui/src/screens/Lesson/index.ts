export { Lesson } from './Lesson';
