export { Blog } from './Blog';
