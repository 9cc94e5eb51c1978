export { About as Component } from './About';
