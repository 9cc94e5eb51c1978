export { QueryState, type QueryStateProps, type QueryLike } from './QueryState';
export { QueryTable, type QueryTableProps } from './QueryTable';
