export { Insights as Component } from './Insights';
