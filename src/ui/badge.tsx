import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'accent';

/** A small status label; colour is never the only carrier of meaning, the text is. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={clsx(styles.badge, styles[tone])}>{children}</span>;
}
