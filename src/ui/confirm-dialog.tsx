import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactElement, type ReactNode } from 'react';
import { buttonClass } from './button';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  /** The element that opens the dialog, e.g. a delete button. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void | Promise<void>;
}

/** Asks before a destructive action; keyboard operable, focus returns to the trigger. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel = 'Abbrechen', tone = 'danger', onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <button type="button" className={buttonClass(tone)} disabled={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
