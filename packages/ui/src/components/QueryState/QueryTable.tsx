import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import { Table, type TableColumn } from '../Table';
import { QueryState, type QueryLike } from './QueryState';

export interface QueryTableProps<Row> {
  query: QueryLike<Row[]>;
  /** docs/product.md's text for a failed load. */
  errorText: string;
  /** Shown instead of the table when the list is empty. */
  empty: ReactNode;
  /** The table's caption for a list of `count` rows, e.g. '3 applicants'. */
  caption: (count: number) => string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** A list one query loads, shown as a Table: a block the table's size while it loads. */
export function QueryTable<Row>({
  query,
  errorText,
  empty,
  caption,
  columns,
  rowKey,
}: QueryTableProps<Row>) {
  return (
    <QueryState
      query={query}
      pending={
        <div aria-hidden="true">
          <Skeleton shape="block" height="12rem" />
        </div>
      }
      errorText={errorText}
      empty={empty}
    >
      {(rows) => (
        <Table caption={caption(rows.length)} columns={columns} rows={rows} rowKey={rowKey} />
      )}
    </QueryState>
  );
}
