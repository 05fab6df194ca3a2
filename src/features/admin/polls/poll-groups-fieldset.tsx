import { clsx } from 'clsx';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { ProjectGroup } from '../../../domain/project-group';
import { useFieldState } from '../../../ui/form-field-state';
import fieldStyles from '../../../ui/form-field.module.css';
import admin from '../shared/admin.module.css';
import type { PollFormValues } from './poll-form-schema';
import styles from './polls.module.css';
import { pollAdminTexts as t } from './texts';

/** The project groups that may vote, as cards with their member count; at least one (SPEC §5). */
export function PollGroupsFieldset({ groups, className }: { groups: ProjectGroup[]; className: string | undefined }) {
  const id = useId();
  const { field } = useController<PollFormValues, 'projectGroupIds'>({ name: 'projectGroupIds' });
  const { invalid, summaryId } = useFieldState('projectGroupIds');
  const hintId = `${id}-hint`;
  return (
    <fieldset className={className} aria-describedby={hintId}>
      <legend>
        {t.form.groups}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <p id={hintId} className={admin.muted}>
        {t.form.groupsHint}
      </p>
      {groups.length === 0 ? (
        <p>{t.form.noGroups}</p>
      ) : (
        <ul className={clsx(admin.gridList, styles.cards, invalid && styles.cardsInvalid)}>
          {groups.map((g) => {
            const checked = field.value.includes(g.id);
            const nameId = `${id}-group-${g.id}`;
            return (
              <li key={g.id}>
                <label className={clsx(styles.card, checked && styles.cardChecked)}>
                  <input
                    type="checkbox"
                    className={styles.cardCheck}
                    checked={checked}
                    aria-labelledby={nameId}
                    aria-invalid={invalid || undefined}
                    aria-describedby={[`${nameId}-members`, summaryId].filter(Boolean).join(' ')}
                    onBlur={field.onBlur}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, g.id] : field.value.filter((v) => v !== g.id))
                    }
                  />
                  <span id={nameId} className={styles.cardName}>
                    {g.name}
                  </span>
                  <span id={`${nameId}-members`} className={styles.cardMeta}>
                    {t.form.members(g.memberIds.length)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
