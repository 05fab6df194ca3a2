import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router-dom';
import { repository } from '../../data/repository-instance';
import { useAppStatus, type OfflineReadiness } from '../../stores/app-status';
import { useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DialogCloseButton } from '../../ui/dialog-close-button';
import { DemoAccounts } from './demo-accounts';
import { DemoStorageUse } from './demo-storage-use';
import styles from './demo-badge.module.css';
import { DemoTransfer, transferTexts } from './demo-transfer';
import modal from '../../ui/modal.module.css';
import layout from '../../ui/layout.module.css';

const offlineTexts: Record<OfflineReadiness, string> = {
  ready: 'Ohne Internetverbindung nutzbar: Alle Seiten sind auf diesem Gerät gespeichert.',
  preparing: 'Die Seiten werden für die Nutzung ohne Internetverbindung gespeichert …',
  unsupported: 'Dieser Browser kann die Seiten nicht für die Nutzung ohne Internetverbindung speichern.',
};

/** The demo's info panel: where the data lives, the accounts, storage use, and the reset. Loaded on first open. */
export function DemoPanel({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const setOpen = onOpenChange;
  const navigate = useNavigate();
  const demo = repository().demo;
  const offline = useAppStatus((status) => status.offline);
  const signedIn = useSession((session) => session.user !== null);

  if (!demo) return null;

  async function reset() {
    await demo!.reset();
    replaced('Die Demodaten wurden zurückgesetzt.');
  }

  /** After a reset or an import: the screens re-read the store by themselves (its change event). */
  function replaced(message: string) {
    setOpen(false);
    toast.success(message);
    // Both end every session; a guest stays on the page, which shows the new data.
    if (!signedIn) return;
    useSession.getState().clear();
    navigate('/login');
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${layout.backdrop} ${modal.overlay}`} />
        <Dialog.Content
          className={`${layout.dialog} ${styles.content}`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title>Demo-Modus</Dialog.Title>
          <Dialog.Description>
            Alle Daten dieser Demo liegen nur in diesem Browser auf diesem Gerät. Es wird nichts an einen Server
            gesendet; die Demo funktioniert auch ohne Internetverbindung.
          </Dialog.Description>
          <DemoAccounts demo={demo} onSwitched={() => setOpen(false)} />
          <DemoStorageUse demo={demo} />
          <p className={styles.storage}>{offlineTexts[offline]}</p>
          <ConfirmDialog
            trigger={<Button variant="danger">Demodaten zurücksetzen</Button>}
            title="Demodaten zurücksetzen?"
            description={`Alle Änderungen in dieser Demo gehen verloren und die Beispieldaten werden wiederhergestellt.${signedIn ? transferTexts.signedOut : ''}`}
            confirmLabel="Zurücksetzen"
            onConfirm={reset}
          />
          <DemoTransfer demo={demo} signedIn={signedIn} onImported={() => replaced(transferTexts.imported)} />
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
