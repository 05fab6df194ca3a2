import { useState } from 'react';
import type { NotificationKind, NotificationSettings as Settings } from '../../domain/notification';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import styles from './notification-settings.module.css';
import { notificationTexts as t } from './texts';

const kinds: NotificationKind[] = ['newProject', 'newTask', 'taskDeadline', 'taskComments'];

/** The four switches of SPEC §2; each change is saved at once and the stored user follows. */
export function NotificationSettings() {
  const user = useSession((s) => s.user);
  // The switch being saved shows its new value at once; the others wait (each save sends all four).
  const [saving, setSaving] = useState<{ kind: NotificationKind; value: boolean } | null>(null);
  if (!user) return null;
  const settings = user.notificationSettings;

  async function toggle(kind: NotificationKind, value: boolean) {
    if (saving) return;
    const next: Settings = { ...settings, [kind]: value };
    setSaving({ kind, value });
    try {
      useSession.getState().setUser(await repository().notifications.updateSettings(next));
      toast.success(t.settingsSaved);
    } catch (error) {
      toast.error(errorMessage(error, t.settingsFailed));
    } finally {
      setSaving(null);
    }
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t.settingsHeading}</legend>
      <p className={styles.lead}>{t.settingsLead}</p>
      {kinds.map((kind) => (
        <label key={kind} className={styles.option}>
          <input
            type="checkbox"
            checked={saving?.kind === kind ? saving.value : settings[kind]}
            // Not `disabled`: the keyboard focus stays on the switch while it is saved.
            aria-disabled={saving !== null || undefined}
            onChange={(e) => void toggle(kind, e.target.checked)}
          />
          {t.settings[kind]}
        </label>
      ))}
    </fieldset>
  );
}
