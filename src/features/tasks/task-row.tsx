import { clsx } from 'clsx';
import { Link } from '../../ui/link';
import { isTaskOverdue, taskPriorityLabels, taskStatusLabel, type TaskLabelContext } from '../../domain/task-rules';
import type { Task } from '../../domain/task';
import { formatDate } from '../../lib/format';
import { Badge } from '../../ui/badge';
import styles from './task-row.module.css';
import { taskTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

const priorityTone = { low: 'neutral', medium: 'primary', high: 'danger' } as const;

/**
 * One task in a list: title link, status, priority and deadline; overdue ones are highlighted. `wording`: the
 * screen's status vocabulary (SPEC §4), the project task list's by default.
 */
export function TaskRow({ task, wording = 'list' }: { task: Task; wording?: TaskLabelContext }) {
  const overdue = isTaskOverdue(task);
  return (
    <li className={clsx(layout.spreadRow, styles.row, overdue && styles.overdue)}>
      <Link className={styles.title} to={`/tasks/${task.id}`}>
        {task.title}
      </Link>
      <span className={layout.metaLine}>
        <Badge tone="primary">{taskStatusLabel(task.status, wording)}</Badge>
        <Badge tone={priorityTone[task.priority]}>{taskPriorityLabels[task.priority]}</Badge>
        <span>{task.deadline ? `${t.due} ${formatDate(task.deadline)}` : t.noDeadline}</span>
        {overdue && <Badge tone="danger">{t.overdue}</Badge>}
      </span>
    </li>
  );
}
