import { FlaskConical } from '../../ui/icons/flask-conical';
import { lazy, Suspense, useRef, useState } from 'react';
import { LoadBoundary } from '../load-boundary';
import styles from './demo-badge.module.css';

// The panel (Radix dialog, storage info, reset) loads on first open, not with every page. The flag is written
// out so the api build drops the import() and ships no panel chunk.
const DemoPanel =
  import.meta.env.VITE_DATA_SOURCE !== 'api'
    ? lazy(() => import('./demo-panel').then((m) => ({ default: m.DemoPanel })))
    : () => null;

/** The demo build's discreet badge in the header; opens the demo info panel. */
export function DemoBadge() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className={styles.badge} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FlaskConical size={14} aria-hidden="true" />
        <span className={styles.label}>Demo-Modus</span>
        <span className="visually-hidden">: Informationen anzeigen</span>
      </button>
      {open && (
        <LoadBoundary onFailure={() => setOpen(false)}>
          <Suspense fallback={null}>
            <DemoPanel open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
