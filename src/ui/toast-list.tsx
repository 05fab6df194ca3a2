import { clsx } from 'clsx';
import { X } from './icons/x';
import styles from './toast-list.module.css';

export interface ToastView {
  id: number;
  type: 'success' | 'error' | 'warning' | 'info';
  message: string;
  leaving: boolean;
}

export interface ToastListProps {
  toasts: ToastView[];
  onDismiss: (id: number) => void;
  /** The pointer or the focus came onto the toasts; each pause is followed by one resume when it leaves. */
  onPause: () => void;
  onResume: () => void;
}

/** Toasts at the bottom right; errors are announced assertively, the rest politely. */
export function ToastList({ toasts, onDismiss, onPause, onResume }: ToastListProps) {
  return (
    <ul
      className={styles.region}
      aria-live="polite"
      aria-label="Benachrichtigungen der Anwendung"
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      {toasts.map((t) => (
        // The role sits on the message: a list item keeps its own role, and the close button is not announced.
        <li key={t.id} className={clsx(styles.toast, styles[t.type], t.leaving && styles.leaving)}>
          <p className={styles.message} role={t.type === 'error' ? 'alert' : 'status'}>
            {t.message}
          </p>
          <button type="button" className={styles.close} onClick={() => onDismiss(t.id)} aria-label="Meldung schließen">
            <X size={18} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
