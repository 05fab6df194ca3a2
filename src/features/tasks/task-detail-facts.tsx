import type { ReactNode } from 'react';
import { Link } from '../../ui/link';
import type { Project } from '../../domain/project';
import type { Task } from '../../domain/task';
import { isTaskOverdue, taskPriorityLabels } from '../../domain/task-rules';
import type { User } from '../../domain/user';
import { formatDate } from '../../lib/format';
import { AvatarGroup } from '../../ui/avatar-group';
import { Badge } from '../../ui/badge';
import styles from './task-detail.module.css';
import { detailTexts as t, taskTexts } from './texts';
import layout from '../../ui/layout.module.css';

const priorityTone = { low: 'neutral', medium: 'primary', high: 'danger' } as const;

/** The line under the task's title: its project, when it was created and by whom. */
export function TaskDetailMeta({ task, project, creator }: { task: Task; project: Project; creator: string }) {
  return (
    <p className={styles.meta}>
      <span>
        {t.project}: <Link to={`/project-tasks/${project.id}`}>{project.title}</Link>
      </span>
      <span>
        {t.created} {formatDate(task.createdAt)}
      </span>
      <span>
        {t.createdBy} {creator}
      </span>
    </p>
  );
}

export interface TaskDetailFactsProps {
  task: Task;
  assignees: User[];
  /** The admin's controls, shown under the description. */
  children?: ReactNode;
}

/** Priority, deadline, assignees and description of a task. */
export function TaskDetailFacts({ task, assignees, children }: TaskDetailFactsProps) {
  return (
    <section className={`${layout.raised} ${styles.card}`} aria-labelledby="task-facts">
      <h2 id="task-facts" className="visually-hidden">
        {t.description}
      </h2>
      <div className={styles.facts}>
        <div>
          <span className={styles.label}>{t.priority}</span>
          <Badge tone={priorityTone[task.priority]}>{taskPriorityLabels[task.priority]}</Badge>
        </div>
        <div>
          <span className={styles.label}>{t.deadline}</span>
          <span>
            {task.deadline ? formatDate(task.deadline) : taskTexts.noDeadline}{' '}
            {isTaskOverdue(task) && <Badge tone="danger">{t.overdue}</Badge>}
          </span>
        </div>
        <div>
          <span className={styles.label}>{t.assignees}</span>
          {assignees.length ? <AvatarGroup people={assignees} label={t.assignees} /> : <span>{t.noAssignees}</span>}
        </div>
      </div>
      <p className={styles.description}>{task.description}</p>
      {children}
    </section>
  );
}
