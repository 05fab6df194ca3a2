import { lazy, Suspense, useState } from 'react';
import { RefreshCw } from '../../ui/icons/refresh-cw';
import { useAppStatus } from '../../stores/app-status';
import { Button } from '../../ui/button';
import { hasUnsavedInput } from '../../stores/unsaved-input';
import styles from './app-notices.module.css';

// The dialog library for this rare question is no first visit's cost: it loads with the notice, once a version waits.
const UpdateConfirm = lazy(() => import('./update-confirm'));

/** Offers a waiting new version; the reload happens only when the user asks for it, and asks first if it would lose typed input. */
export default function UpdateNotice() {
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
