import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** The friendly "nothing here" block: a title, an optional explanation and action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title}</p>
      {children}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
