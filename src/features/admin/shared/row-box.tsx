import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Trash2 } from '../../../ui/icons/trash';
import styles from './admin.module.css';

/** One of a form's repeated rows (a list item): a framed group named by its legend ("Funktion 2"), its fields in a grid. */
export function RowBox({
  legend,
  fieldsClassName,
  children,
}: {
  legend: string;
  /** The grid the row's fields (and its remove button) stand in. */
  fieldsClassName: string | undefined;
  children: ReactNode;
}) {
  return (
    <li>
      <fieldset className={styles.rowBox}>
        <legend className={styles.rowLegend}>{legend}</legend>
        <div className={fieldsClassName}>{children}</div>
      </fieldset>
    </li>
  );
}

/** The trash-can button that removes its row; the label names the row ("Funktion 2 entfernen"). */
export function RemoveRowButton({
  label,
  className,
  titled = false,
  disabled,
  onClick,
}: {
  label: string;
  className: string | undefined;
  /** Also shows the label as a tooltip. */
  titled?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="small"
      className={className}
      aria-label={label}
      title={titled ? label : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 size={16} aria-hidden="true" />
    </Button>
  );
}
