export { Markdown } from './Markdown';
