import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FileText } from '../../ui/icons/file-text';
import { isDueSoon, type CollaborativeTask } from '../../domain/collaborative-project';
import { taskPhase } from '../../domain/task-phase';
import { PersonAvatar } from './person-avatar';
import styles from './project-side-panels.module.css';
import { personName } from './sample-people';
import { collaborativeTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** One panel beside the task list, named by its heading. */
function SidePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={clsx(layout.raised, styles.panel)} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Counts of all, open, in progress, done and due-soon tasks. */
export function OverviewPanel({ tasks, now }: { tasks: CollaborativeTask[]; now: Date }) {
  const count = (phase: 'todo' | 'in_progress' | 'done') =>
    tasks.filter((task) => taskPhase(task.status) === phase).length;
  const dueSoon = tasks.filter((task) => isDueSoon(task, now)).length;
  const rows: [string, number, boolean][] = [
    [t.total, tasks.length, false],
    [t.open, count('todo'), false],
    [t.inProgress, count('in_progress'), false],
    [t.done, count('done'), false],
    [t.dueSoonCount, dueSoon, dueSoon > 0],
  ];
  return (
    <SidePanel id="collab-overview-heading" title={t.overview}>
      <dl className={styles.counts}>
        {rows.map(([label, value, attention]) => (
          <div key={label} className={clsx(styles.countItem, attention && styles.attention)}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </SidePanel>
  );
}

/** The people of the project with how many of its tasks each holds. */
export function TeamPanel({
  memberIds,
  tasks,
  userId,
}: {
  memberIds: number[];
  tasks: CollaborativeTask[];
  userId: number | null;
}) {
  return (
    <SidePanel id="collab-team-heading" title={t.team}>
      <ul className={layout.stackList}>
        {memberIds.map((id) => {
          const name = personName(id);
          const assigned = tasks.filter((task) => task.assignedTo.includes(id)).length;
          return (
            <li key={id} className={styles.member}>
              <PersonAvatar id={id} name={name} />
              <span className={styles.memberText}>
                <span className={styles.memberName}>{id === userId ? `${name} (${t.you})` : name}</span>
                <span className={styles.memberTasks}>{t.taskCount(assigned)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </SidePanel>
  );
}

/** Documents are not part of the sample data: the panel always shows its empty state (SPEC §2). */
export function DocumentsPanel() {
  return (
    <SidePanel id="collab-documents-heading" title={t.documents}>
      <div className={styles.empty}>
        <FileText size={28} aria-hidden="true" />
        <p className={styles.emptyTitle}>{t.noDocuments}</p>
        <p className={styles.emptyText}>{t.noDocumentsText}</p>
      </div>
    </SidePanel>
  );
}
