import type { ReactNode } from 'react';
import { visuallyHiddenBelowSm } from '../../theme/utilities.css';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  /** Stable key for React and for tests. */
  key: string;
  header: ReactNode;
  /**
   * The column's name beside each value when rows stack below sm: the header when it is text;
   * '' for none (a column of buttons, which then spans the card).
   */
  label?: string;
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
      <table className={`${styles.table} ${styles.stackedTable}`}>
        <caption
          className={styles.caption}
          style={hideCaption ? { position: 'absolute', left: -10000 } : undefined}
        >
          {caption}
        </caption>
        {/* Below sm each value carries its column's name: the header row is for screen readers. */}
        <thead className={visuallyHiddenBelowSm}>
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
        <tbody className={styles.body}>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={styles.cell}
                    data-label={
                      (column.label ?? (typeof column.header === 'string' ? column.header : '')) ||
                      undefined
                    }
                  >
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
