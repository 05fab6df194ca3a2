import type { ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import layout from '../../../ui/layout.module.css';
import styles from './admin.module.css';
import { BackButton } from './back-button';

/** A form screen without its form: why (a failed load, a record that is gone) and the way back to the list. */
export function LoadFailure({ message, onBack }: { message: ReactNode; onBack: () => void }) {
  return (
    <>
      <Alert tone="error">{message}</Alert>
      <div className={`${layout.buttonRow} ${styles.buttons}`}>
        <BackButton dirty={false} onBack={onBack} />
      </div>
    </>
  );
}
