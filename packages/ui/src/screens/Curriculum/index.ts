export { Curriculum } from './Curriculum';
