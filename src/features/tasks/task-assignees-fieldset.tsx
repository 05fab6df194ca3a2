import styles from './task-form.module.css';
import { taskTexts as t } from './texts';

export interface TaskAssigneesFieldsetProps {
  options: { id: number; name: string }[];
  value: number[];
  onChange: (update: (ids: number[]) => number[]) => void;
  /** An edited task that had nobody assigned: the hint says what leaving it so means. */
  unassignedBefore: boolean;
}

/** The people a task is assigned to, as checkboxes. */
export function TaskAssigneesFieldset({ options, value, onChange, unassignedBefore }: TaskAssigneesFieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t.form.assignees}</legend>
      <p className={styles.hint}>{unassignedBefore ? t.form.unassignedHint : t.form.assigneesHint}</p>
      <div className={styles.checks}>
        {options.map((u) => (
          <label key={u.id} className={styles.check}>
            <input
              type="checkbox"
              checked={value.includes(u.id)}
              onChange={(e) => onChange((ids) => (e.target.checked ? [...ids, u.id] : ids.filter((id) => id !== u.id)))}
            />
            {u.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
