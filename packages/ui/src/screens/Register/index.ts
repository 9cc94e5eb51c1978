export { Register } from './Register';
