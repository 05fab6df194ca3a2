import { nameInitials } from '../lib/format';
import styles from './avatar-group.module.css';
import { avatarColor } from './avatar-color';

/** Initials of up to `max` people (SPEC §9: 5), then "+N"; every name is available to screen readers. */
export function AvatarGroup({
  people,
  max = 5,
  label,
}: {
  people: { id: number; name: string }[];
  max?: number;
  label: string;
}) {
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  return (
    <ul className={styles.group} aria-label={label}>
      {shown.map((p) => (
        <li key={p.id}>
          <span className={styles.avatar} style={{ background: avatarColor(p.id) }} title={p.name}>
            <span aria-hidden="true">{nameInitials(p.name)}</span>
            <span className="visually-hidden">{p.name}</span>
          </span>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <span
            className={`${styles.avatar} ${styles.more}`}
            title={people
              .slice(max)
              .map((p) => p.name)
              .join(', ')}
          >
            <span aria-hidden="true">+{rest}</span>
            <span className="visually-hidden">
              und {rest} weitere:{' '}
              {people
                .slice(max)
                .map((p) => p.name)
                .join(', ')}
            </span>
          </span>
        </li>
      )}
    </ul>
  );
}
