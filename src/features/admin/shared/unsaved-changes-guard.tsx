import { useBlocker } from 'react-router-dom';
import { useUnsavedInput } from '../../../stores/unsaved-input';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { adminTexts as t } from '../texts';

function withoutParam(search: string, name: string | undefined): string {
  if (!name) return search;
  const params = new URLSearchParams(search);
  params.delete(name);
  return params.toString();
}

/**
 * While a form has unsaved changes, every way of leaving it asks first: 'Zurück', another tab, a link, the
 * browser's back button (one dialog for all of them), and reloading or closing the tab (the browser's own
 * question). A form passes `dirty` false while it saves, so the move to the list after saving goes through.
 * `within`: a query parameter that moves between parts of the same form (they stay mounted), not away from it.
 */
export function UnsavedChangesGuard({ dirty, within }: { dirty: boolean; within?: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || withoutParam(currentLocation.search, within) !== withoutParam(nextLocation.search, within)),
  );

  useUnsavedInput(dirty);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t.discardTitle}
      description={t.discardText}
      confirmLabel={t.discardConfirm}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
