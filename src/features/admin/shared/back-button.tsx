import { ArrowLeft } from '../../../ui/icons/arrow-left';
import { Button } from '../../../ui/button';
import { adminTexts as t } from '../texts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import { useUnsavedInput } from '../../../stores/unsaved-input';

/**
 * 'Zurück' to the list; with unsaved changes, leaving the form (this way or any other) asks first. While
 * `saving`, the move to the list after the save goes through, but the input still counts as unsaved.
 */
export function BackButton({
  dirty,
  saving = false,
  onBack,
}: {
  dirty: boolean;
  saving?: boolean;
  onBack: () => void;
}) {
  useUnsavedInput(dirty);
  return (
    <>
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> {t.back}
      </Button>
      <UnsavedChangesGuard dirty={dirty && !saving} />
    </>
  );
}
