import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

/** A responsive list of cards: one column on phones, as many as fit on wide screens. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
