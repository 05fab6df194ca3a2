import { RefreshCw } from '../../ui/icons/refresh-cw';
import { WifiOff } from '../../ui/icons/wifi-off';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useAppStatus } from '../../stores/app-status';
import { Button } from '../../ui/button';
import { hasUnsavedInput } from '../../stores/unsaved-input';
import styles from './app-notices.module.css';

// A dialog library on the first visit only for this rare question would cost every visitor.
const UpdateConfirm = lazy(() => import('./update-confirm'));

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** True while the browser reports no network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The header's offline marker; in the demo everything keeps working, so it says so. The live region stays in
 * the page (hidden while online), so that going offline and coming back are both announced: a region created
 * together with its text is often not read.
 */
export function OfflineBadge({ demo }: { demo: boolean }) {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(!online);
  if (!online && !wasOffline) setWasOffline(true);
  if (online)
    return (
      <span role="status" className="visually-hidden">
        {wasOffline ? 'Wieder online' : ''}
      </span>
    );
  return (
    <span
      className={styles.offline}
      role="status"
      title={demo ? 'Offline – die Demo funktioniert weiter' : 'Offline – Änderungen brauchen eine Verbindung'}
    >
      <WifiOff size={14} aria-hidden="true" /> <span className={styles.offlineLabel}>Offline</span>
      <span className="visually-hidden">
        {demo ? ': die Demo funktioniert weiter' : ': Änderungen brauchen eine Verbindung'}
      </span>
    </span>
  );
}

/** Offers a waiting new version; the reload happens only when the user asks for it, and asks first if it would lose typed input. */
export function UpdateNotice() {
  const { updateReady, applyUpdate } = useAppStatus();
  const [confirming, setConfirming] = useState(false);
  if (!updateReady || !applyUpdate) return null;
  return (
    <div className={styles.update} role="status">
      <Button size="small" onClick={() => (hasUnsavedInput() ? setConfirming(true) : applyUpdate())}>
        <RefreshCw size={16} aria-hidden="true" /> Neue Version verfügbar – neu laden
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <UpdateConfirm onConfirm={applyUpdate} onCancel={() => setConfirming(false)} />
        </Suspense>
      )}
    </div>
  );
}
