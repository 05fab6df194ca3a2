import type { ReactNode } from 'react';
import type { Column } from '../../../ui/data-table';
import { adminTexts } from '../texts';
import styles from './admin.module.css';
import { DeleteButton, type DeleteButtonProps } from './delete-button';
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
