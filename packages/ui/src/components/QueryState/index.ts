export { QueryState, type QueryStateProps, type QueryLike } from './QueryState';
