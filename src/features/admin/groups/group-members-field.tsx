import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { matchesText } from '../../../domain/text-search';
import type { User } from '../../../domain/user';
import { FormField } from '../../../ui/form-field';
import { useFieldState } from '../../../ui/form-field-state';
import styles from '../shared/admin.module.css';
import { IdChecklist } from '../shared/id-checklist';
import own from './groups.module.css';
import { groupsTexts as t } from './texts';

const matches = (user: User, query: string) => matchesText(query, [user.name, user.companyName, user.email]);

/** The group's members as a filterable checkbox list; at least one is required (SPEC §5). */
export function GroupMembersField({ users }: { users: User[] }) {
  const [filter, setFilter] = useState('');
  const id = useId();
  const { field: members } = useController<{ memberIds: number[] }, 'memberIds'>({ name: 'memberIds' });
  const { invalid, summaryId } = useFieldState('memberIds');
  const chosen = members.value;
  const visible = users.filter((u) => matches(u, filter));
  // The first control of the list takes the focus (and the invalid mark) when no member is chosen.
  const first = { ref: members.ref, 'aria-invalid': invalid || undefined };

  return (
    <fieldset className={styles.section} aria-describedby={[`${id}-count`, summaryId].filter(Boolean).join(' ')}>
      <legend>
        {t.form.members}
        <span className={own.required} aria-hidden="true">
          *
        </span>
      </legend>
      {users.length === 0 ? (
        <p className={styles.muted}>{t.form.noUsers}</p>
      ) : (
        <>
          <div className={own.filterRow}>
            <FormField label={t.form.filter} hint={t.form.filterHint}>
              <input
                type="search"
                autoComplete="off"
                value={filter}
                {...(visible.length === 0 ? first : {})}
                onChange={(e) => setFilter(e.target.value)}
              />
            </FormField>
            <p id={`${id}-count`} className={own.count} aria-live="polite">
              {t.form.selected(chosen.length)}
            </p>
          </div>
          {visible.length === 0 ? (
            <p className={styles.muted}>{t.form.noMatch(filter.trim())}</p>
          ) : (
            <IdChecklist
              items={visible}
              chosen={chosen}
              onChange={members.onChange}
              first={first}
              className={own.members}
              itemClassName={own.member}
              label={(u) => (
                <>
                  <span className={own.memberName}>{u.name}</span>
                  <span className={own.company}>{u.companyName}</span>
                </>
              )}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
