import type { ReactNode } from 'react';
import styles from './data-table.module.css';
import { useStackWhenTooWide } from './use-stack-when-too-wide';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Hidden header text for screen readers only: the actions column. As cards, this cell closes each card. */
  hiddenHeader?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

/**
 * A plain accessible table. Where it does not fit its box (phones, tablets, a wide table) each row becomes a card,
 * every value beside its column's name and the actions at the bottom, instead of scrolling sideways with the
 * actions out of sight.
 *
 * The explicit roles look redundant, but the cards change the elements' CSS display, and some browsers
 * (Safari) then drop the table semantics unless the roles are stated.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  const box = useStackWhenTooWide<HTMLDivElement>();
  return (
    <div ref={box} className={styles.container}>
      <div className={styles.scroll}>
        <table className={styles.table} role="table">
          <caption className="visually-hidden">{caption}</caption>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- see the comment above */}
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th key={c.header} scope="col" role="columnheader">
                  {c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- see the comment above */}
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((c) => (
                  // The card label is CSS generated content from data-label, marked decorative there: the
                  // column header already names the cell for assistive technology.
                  // jsx-a11y takes td for an interactive grid cell; here it is the plain cell it always was.
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                  <td key={c.header} role="cell" data-label={c.hiddenHeader ? undefined : c.header}>
                    <div className={styles.value}>{c.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export const tableStyles = styles;
