import { useEffect } from 'react';

/** Forms of this tab with input that is not saved yet. */
const unsaved = new Set<symbol>();
let reloadAgreed = false;

/**
 * Marks a form's input as not saved yet while `dirty`, also while its save is on the way (a refused save keeps
 * it): reloading or closing the tab gets the browser's "leave page?" question, an update asks before it reloads
 * (app-notices.tsx), and a session that ends meanwhile is renewed over the form (end-refused-session.ts).
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
