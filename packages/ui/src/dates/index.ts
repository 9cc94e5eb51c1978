export { longDate } from './longDate';
