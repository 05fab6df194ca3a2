import { clsx } from 'clsx';
import { initials } from './sample-people';
import styles from './person-avatar.module.css';

const tones = ['tone0', 'tone1', 'tone2', 'tone3', 'tone4'] as const;

/** Initials on a colour picked from the id; decorative, the name is always given as text next to it. */
export function PersonAvatar({ id, name, size = 'normal' }: { id: number; name: string; size?: 'normal' | 'small' }) {
  const tone = tones[id % tones.length] ?? 'tone0';
  return (
    <span className={clsx(styles.avatar, styles[tone], size === 'small' && styles.small)} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
