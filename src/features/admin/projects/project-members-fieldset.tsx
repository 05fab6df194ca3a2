import type { ProjectGroup } from '../../../domain/project-group';
import admin from '../shared/admin.module.css';
import styles from './projects.module.css';
import { projectTexts as t } from './texts';

export interface ProjectMembersFieldsetProps {
  /** The chosen project group; its members can be picked. */
  group: ProjectGroup | undefined;
  userNames: Map<number, string>;
  members: number[];
  onChange: (members: number[]) => void;
  className: string | undefined;
}

/** The members of the project, picked from its group's members; none means the whole group. */
export function ProjectMembersFieldset({
  group,
  userNames,
  members,
  onChange,
  className,
}: ProjectMembersFieldsetProps) {
  return (
    <fieldset className={className}>
      <legend>{t.form.members}</legend>
      {!group ? (
        <p className={admin.muted}>{t.form.membersNoGroup}</p>
      ) : group.memberIds.length === 0 ? (
        <p className={admin.muted}>{t.form.membersEmpty}</p>
      ) : (
        <>
          <p className={admin.muted}>{t.form.membersHint}</p>
          <ul className={styles.members}>
            {group.memberIds.map((id) => (
              <li key={id}>
                <label className={admin.check}>
                  <input
                    type="checkbox"
                    checked={members.includes(id)}
                    onChange={(e) => onChange(e.target.checked ? [...members, id] : members.filter((m) => m !== id))}
                  />
                  {userNames.get(id) ?? t.form.memberFallback(id)}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
