export { Jobs } from './Jobs';
