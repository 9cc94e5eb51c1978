import type { ReactNode } from 'react';
import * as styles from './Foundations.css';

export interface TokenTableProps {
  /** The header row's labels, one column each. */
  columns: readonly string[];
  /** A `<caption>`, when the table has one. */
  caption?: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A foundations page's table of tokens: a header row, then one row a token or pair. */
export function TokenTable({ columns, caption, children }: TokenTableProps) {
  return (
    <table className={styles.table}>
      {caption}
      <thead>
        <tr>
          {columns.map((label) => (
            <th key={label} scope="col" className={styles.cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
