import { PersonAvatar } from './person-avatar';
import styles from './participant-avatars.module.css';
import { personName } from './sample-people';
import { collaborativeTexts as t } from './texts';

const MAX_SHOWN = 5;

/** Overlapping avatars of up to five people, then '+N'; names are read out, initials are decoration. */
export function ParticipantAvatars({ ids, label = t.participants }: { ids: number[]; label?: string }) {
  const shown = ids.slice(0, MAX_SHOWN);
  const rest = ids.length - shown.length;
  return (
    <ul className={styles.stack} aria-label={label}>
      {shown.map((id) => {
        const name = personName(id);
        return (
          <li key={id} className={styles.item} title={name}>
            <PersonAvatar id={id} name={name} />
            <span className="visually-hidden">{name}</span>
          </li>
        );
      })}
      {rest > 0 && (
        <li className={styles.item}>
          <span className={styles.more} aria-hidden="true">
            +{rest}
          </span>
          <span className="visually-hidden">{t.moreParticipants(rest)}</span>
        </li>
      )}
    </ul>
  );
}
