import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An inline message; errors are announced as alerts, the rest politely. */
export function Alert({ tone = 'info', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={clsx(styles.alert, styles[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
