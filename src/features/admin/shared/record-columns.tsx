import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import styles from './admin.module.css';

/** A record's status as a badge: green while it is live (active, published), grey otherwise; the label says which. */
export function statusColumn<T>(header: string, live: (row: T) => boolean, label: (row: T) => string): Column<T> {
  return { header, cell: (row) => <Badge tone={live(row) ? 'success' : 'neutral'}>{label(row)}</Badge> };
}

/**
 * A record's optional text (a description) in `className`, or a muted dash where it has none. `clamped` cuts a
 * long text to a few lines; the whole text is then its tooltip.
 */
export function optionalTextColumn<T>(
  header: string,
  text: (row: T) => string | null | undefined,
  className: string | undefined,
  clamped = false,
): Column<T> {
  return {
    header,
    cell: (row) => {
      const value = text(row);
      if (!value) return <span className={styles.muted}>–</span>;
      return clamped ? (
        <span className={`${styles.clamped} ${className}`} title={value}>
          {value}
        </span>
      ) : (
        <span className={className}>{value}</span>
      );
    },
  };
}
