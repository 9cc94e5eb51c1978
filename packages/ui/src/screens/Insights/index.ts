export { Insights } from './Insights';
