export { Register as Component } from './Register';
