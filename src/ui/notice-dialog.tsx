import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactElement, ReactNode } from 'react';
import { buttonClass } from './button';
// Looks like the confirmation it stands in for.
import styles from './confirm-dialog.module.css';
import layout from './layout.module.css';

export interface NoticeDialogProps {
  /** The element that opens the dialog, e.g. a delete button whose action is not possible now. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  closeLabel?: string;
}

/**
 * Explains why an action cannot be done, with one button that closes: offering the action anyway would only
 * end in an error. Keyboard operable; the button has focus when it opens, and focus returns to the trigger.
 */
export function NoticeDialog({ trigger, title, description, closeLabel = 'Verstanden' }: NoticeDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={`${layout.backdrop} ${styles.overlay}`} />
        <AlertDialog.Content className={`${layout.dialog} ${styles.content}`}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={buttonClass('primary')}>{closeLabel}</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
