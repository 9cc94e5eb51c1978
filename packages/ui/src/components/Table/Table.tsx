import type { ReactNode } from 'react';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  /** Stable key for React and for tests. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  /** Names the table for screen readers; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** Headers wrap like cells, so a table of several figures fits a narrow column unscrolled. */
  wrapHeaders?: boolean;
}

export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  wrapHeaders = false,
}: TableProps<Row>) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption
          className={styles.caption}
          style={hideCaption ? { position: 'absolute', left: -10000 } : undefined}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={wrapHeaders ? styles.wrappingHeaderCell : styles.headerCell}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
