import { ArrowLeft } from '../../../ui/icons/arrow-left';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { adminTexts as t } from '../texts';

/** 'Zurück' to the list; with unsaved changes it asks before discarding them. */
export function BackButton({ dirty, onBack }: { dirty: boolean; onBack: () => void }) {
  const button = (
    <Button variant="secondary" onClick={dirty ? undefined : onBack}>
      <ArrowLeft size={16} aria-hidden="true" /> {t.back}
    </Button>
  );
  if (!dirty) return button;
  return (
    <ConfirmDialog trigger={button} title={t.discardTitle} description={t.discardText} confirmLabel={t.discardConfirm} onConfirm={onBack} />
  );
}
