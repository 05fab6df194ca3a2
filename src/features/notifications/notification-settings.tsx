import type { NotificationKind } from '../../domain/notification';
import { useSession } from '../../stores/session';
import { useInPlaceWrite } from '../shared/in-place-write';
import { NOTIFICATIONS_ACTION_PATH } from './notification-actions';
import styles from './notification-settings.module.css';
import { notificationTexts as t } from './texts';

const kinds: NotificationKind[] = ['newProject', 'newTask', 'taskDeadline', 'taskComments'];

/** The four switches of SPEC §2; each change is saved at once and the stored user follows. */
export function NotificationSettings() {
  const user = useSession((s) => s.user);
  const save = useInPlaceWrite<void>(NOTIFICATIONS_ACTION_PATH);
  if (!user) return null;
  // While a change is saved, every switch shows what was sent (each save sends all four).
  const shown = (kind: NotificationKind) =>
    save.sending ? save.sending.get(kind) === 'on' : user.notificationSettings[kind];

  function toggle(kind: NotificationKind, value: boolean) {
    if (save.pending) return;
    const fields = Object.fromEntries(kinds.map((k) => [k, (k === kind ? value : shown(k)) ? 'on' : 'off']));
    void save.send(fields, 'put');
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t.settingsHeading}</legend>
      <p className={styles.lead}>{t.settingsLead}</p>
      {kinds.map((kind) => (
        <label key={kind} className={styles.option}>
          <input
            type="checkbox"
            checked={shown(kind)}
            // Not `disabled`: the keyboard focus stays on the switch while it is saved.
            aria-disabled={save.pending || undefined}
            onChange={(e) => toggle(kind, e.target.checked)}
          />
          {t.settings[kind]}
        </label>
      ))}
    </fieldset>
  );
}
