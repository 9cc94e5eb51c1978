export { Blog as Component } from './Blog';
