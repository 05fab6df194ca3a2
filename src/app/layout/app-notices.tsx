import { WifiOff } from '../../ui/icons/wifi-off';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useAppStatus } from '../../stores/app-status';
import { LoadBoundary } from '../load-boundary';
import styles from './app-notices.module.css';

// Shown only once a new version waits, which no first visit sees; loaded before it is offered
// (register-service-worker.ts).
const UpdateNotice = lazy(() => import('./update-notice'));

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

/** Offers a waiting new version (update-notice.tsx); its code loads when there is one. */
export function UpdateNoticeWhenReady() {
  const updateReady = useAppStatus((status) => status.updateReady);
  return updateReady ? (
    <LoadBoundary>
      <Suspense fallback={null}>
        <UpdateNotice />
      </Suspense>
    </LoadBoundary>
  ) : null;
}
