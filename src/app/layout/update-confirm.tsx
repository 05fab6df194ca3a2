import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Asks before an update's reload throws away what the visitor typed. Loaded only when that is the case. */
export default function UpdateConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Neue Version laden?"
      description="Ihre Eingaben auf dieser Seite sind noch nicht gespeichert und gehen beim Neuladen verloren. Speichern oder senden Sie sie zuerst, wenn Sie sie behalten möchten."
      confirmLabel="Trotzdem neu laden"
      tone="primary"
      onConfirm={onConfirm}
    />
  );
}
