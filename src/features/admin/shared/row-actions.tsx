import type { ReactNode } from 'react';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { adminTexts } from '../texts';
import styles from './admin.module.css';
import { DeleteButton, type DeleteButtonProps } from './delete-button';
import type { DeletableStore } from './delete-record-action';
import { EditButton } from './edit-button';

/** A row's edit and delete buttons (with whatever else `children` puts before them), both named after the row. */
export function RowActions({
  onEdit,
  className = styles.actions,
  children,
  ...remove
}: DeleteButtonProps & { onEdit?: () => void; className?: string; children?: ReactNode }) {
  return (
    <div className={className}>
      {children}
      {onEdit && <EditButton name={remove.name} onClick={onEdit} />}
      <DeleteButton {...remove} />
    </div>
  );
}

/** The actions column: its header only for screen readers; on phones the actions then close each card. */
export function actionsColumn<T>(cell: (row: T) => ReactNode, header: string = adminTexts.actions): Column<T> {
  return { header, hiddenHeader: true, cell };
}

/** A row's name, and what else its actions say or hold: why its delete is held back, what goes with it, more actions. */
type RowOfActions = Pick<DeleteButtonProps, 'name' | 'detail' | 'blocked'> & {
  className?: string;
  children?: ReactNode;
};

/**
 * The actions column of a table of stored records: edit opens the row's form (with `onEdit`), delete removes the
 * record from its `store` after the confirmation and says so in the tab's toast.
 */
export function recordActionsColumn<T extends { id: number }>(
  store: DeletableStore,
  onEdit: ((id: number) => void) | undefined,
  actions: (row: T) => RowOfActions,
): Column<T> {
  return actionsColumn((row) => (
    <RowActions onEdit={onEdit && (() => onEdit(row.id))} store={store} id={row.id} {...actions(row)} />
  ));
}

// The other columns the admin tables share live here too: a module of their own would be one more chunk whose
// file name every first visit's preload list carries.

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
