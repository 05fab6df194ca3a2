import { useEffect } from 'react';

/** Forms of this tab with input that is not saved yet. */
const unsaved = new Set<symbol>();
let reloadAgreed = false;

/**
 * Marks a form's input as not saved yet while `dirty`: reloading or closing the tab gets the browser's "leave
 * page?" question, and an update asks before it reloads (app-notices.tsx).
 */
export function useUnsavedInput(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('unsaved input');
    unsaved.add(form);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!reloadAgreed) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsaved.delete(form);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}

export function hasUnsavedInput(): boolean {
  return unsaved.size > 0;
}

/** Reloads after the visitor agreed to lose what is unsaved: the browser does not ask a second time. */
export function reloadAsAgreed(): void {
  reloadAgreed = true;
  window.location.reload();
}
