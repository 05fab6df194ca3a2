import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactElement, type ReactNode } from 'react';
import { buttonClass } from './button';
import styles from './confirm-dialog.module.css';
import { useReturnFocus } from './use-return-focus';
import layout from './layout.module.css';

interface ConfirmDialogBase {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void | Promise<void>;
}

/** Opened by its trigger (e.g. a delete button), or by the caller when there is none (e.g. on Escape). */
export type ConfirmDialogProps = ConfirmDialogBase &
  (
    | { trigger: ReactElement; open?: never; onOpenChange?: never }
    | { trigger?: never; open: boolean; onOpenChange: (open: boolean) => void }
  );

/** Asks before a destructive action; keyboard operable, focus returns to the trigger (or what had it before). */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Abbrechen',
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const returnFocus = useReturnFocus();
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
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={`${layout.backdrop} ${styles.overlay}`} />
        <AlertDialog.Content className={`${layout.dialog} ${styles.content}`} {...(trigger ? {} : returnFocus)}>
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
