import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';
import styles from './modal.module.css';
import { useReturnFocus } from './use-return-focus';
import layout from './layout.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A dialog for forms: focus is trapped inside and returns to the opener when it closes. */
export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  // Opened from state, not a Radix Trigger: the opener gets focus back only through these handlers.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${layout.backdrop} ${styles.overlay}`} />
        <Dialog.Content className={`${layout.dialog} ${styles.content}`} {...returnFocus}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
