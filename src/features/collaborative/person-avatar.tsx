import { clsx } from 'clsx';
import { initials } from './sample-people';
import { avatarColor } from '../../ui/avatar-color';
import styles from './person-avatar.module.css';

/** Initials on a colour picked from the id; decorative, the name is always given as text next to it. */
export function PersonAvatar({ id, name, size = 'normal' }: { id: number; name: string; size?: 'normal' | 'small' }) {
  return (
    <span
      className={clsx(styles.avatar, size === 'small' && styles.small)}
      style={{ background: avatarColor(id) }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
