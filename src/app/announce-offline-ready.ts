const offlineReadyText =
  'Die Demo ist jetzt auf diesem Gerät gespeichert und funktioniert auch ohne Internetverbindung.';

const isTyping = () => document.activeElement?.matches('input, textarea, select') ?? false;

/**
 * Says once that the demo now works offline. The news comes unasked, some seconds into a first visit, so it waits
 * while someone is typing: on a phone the toast would cover the form they are filling in. Its own chunk, without
 * imports (the toast comes in as `show`, else the bundler reshapes the start-up's chunks to share the store): only
 * the demo announces, and the api build's start-up has no bytes to spare.
 */
export function announceOfflineReady(show: (text: string) => void): void {
  if (!isTyping()) {
    show(offlineReadyText);
    return;
  }
  const onFocusOut = () =>
    // Where the focus goes is known only after the event.
    setTimeout(() => {
      if (isTyping()) return;
      document.removeEventListener('focusout', onFocusOut);
      show(offlineReadyText);
    });
  document.addEventListener('focusout', onFocusOut);
}
