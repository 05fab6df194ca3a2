import * as Dialog from '@radix-ui/react-dialog';
import { X } from './icons/x';
import { Button } from './button';
import styles from './modal.module.css';

/** The ✕ in a dialog's top right corner: closes it like Escape does. */
export function DialogCloseButton() {
  return (
    <Dialog.Close asChild>
      <Button variant="ghost" size="small" className={styles.close} aria-label="Schließen">
        <X size={18} aria-hidden="true" />
      </Button>
    </Dialog.Close>
  );
}
