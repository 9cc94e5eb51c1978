export { Lesson as Component } from './Lesson';
