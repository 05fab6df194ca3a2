import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';

interface LeaveQuestion {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Where the dialog's code could not be loaded (the connection dropped before the first change): the browser asks. */
function BrowserQuestion({ open, onOpenChange, title, description, onConfirm }: LeaveQuestion) {
  useEffect(() => {
    if (!open) return;
    if (window.confirm(`${title}\n\n${description}`)) onConfirm();
    else onOpenChange(false);
  }, [open, title, description, onConfirm, onOpenChange]);
  return null;
}

// The dialog's code (Radix's dialog, about 14 KiB gzip) is fetched with the form's first change, long before anyone
// can try to leave, and drawn once someone does: the public forms open without it. A failed load must not take the
// form, and what was typed, down with it.
const loadLeaveDialog = () =>
  import('./confirm-dialog').then(
    (m): { default: (props: LeaveQuestion) => ReactNode } => ({ default: m.ConfirmDialog }),
    () => ({ default: BrowserQuestion }),
  );
const LeaveDialog = lazy(loadLeaveDialog);

const t = {
  discardTitle: 'Änderungen verwerfen?',
  discardText: 'Sie haben ungespeicherte Änderungen. Wenn Sie das Formular verlassen, gehen sie verloren.',
  discardConfirm: 'Verwerfen',
} as const;

/** The question for a form that sends something (a message, a comment) rather than saving changes. */
export interface DiscardQuestion {
  title: string;
  text: string;
}

function withoutParam(search: string, name: string | undefined): string {
  if (!name) return search;
  const params = new URLSearchParams(search);
  params.delete(name);
  return params.toString();
}

/**
 * While a form has unsaved changes, every way of leaving it asks first: 'Zurück', another tab, a link in the
 * header or footer, the browser's back button: one dialog for all of them. One per page: a router supports one
 * blocker at a time. A form passes `dirty` false while it saves, so the move to the list after saving goes through.
 * Reloading or closing the tab is the browser's own question: the form also calls useUnsavedInput.
 * `within`: a query parameter that moves between parts of the same form (they stay mounted), not away from it.
 * `question`: the dialog's words where "changes" is the wrong one (a message not yet sent).
 */
export function UnsavedChangesGuard({
  dirty,
  within,
  question,
}: {
  dirty: boolean;
  within?: string;
  question?: DiscardQuestion;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        withoutParam(currentLocation.search, within) !== withoutParam(nextLocation.search, within)),
  );

  // 'Verwerfen' closes the dialog too, while this render's blocker still reads 'blocked'; resetting it then would
  // stop the navigation (Back is carried out a moment later, by the history), so closing after proceeding is left be.
  const proceeding = useRef(false);
  useEffect(() => {
    if (blocker.state === 'unblocked') proceeding.current = false;
  }, [blocker.state]);
  useEffect(() => {
    if (dirty) void loadLeaveDialog();
  }, [dirty]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        open
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked' && !proceeding.current) blocker.reset();
        }}
        title={question?.title ?? t.discardTitle}
        description={question?.text ?? t.discardText}
        confirmLabel={t.discardConfirm}
        onConfirm={() => {
          proceeding.current = true;
          blocker.proceed?.();
        }}
      />
    </Suspense>
  );
}
