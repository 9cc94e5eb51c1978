export { Curriculum as Component } from './Curriculum';
