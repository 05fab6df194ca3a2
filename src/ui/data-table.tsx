import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Hidden header text for screen readers only (e.g. for an actions column). */
  hiddenHeader?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

/** A plain accessible table that scrolls sideways on narrow screens. */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">{c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => <td key={c.header}>{c.cell(row)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const tableStyles = styles;
