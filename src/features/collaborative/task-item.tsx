import { AlertTriangle } from '../../ui/icons/triangle-exclamation-point';
import { CalendarDays } from '../../ui/icons/calendar-days';
import { Clock } from '../../ui/icons/clock';
import { UserRound } from '../../ui/icons/user-round';
import { isDueSoon, type CollaborativeTask } from '../../domain/collaborative-project';
import { daysRemaining, isTaskOverdue, taskPriorityLabels, taskStatusLabel } from '../../domain/task-rules';
import { taskPhase } from '../../domain/task-phase';
import type { TaskPhase } from '../../domain/task-phase';
import { formatDate } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/badge';
import { personName } from './sample-people';
import layout from '../../ui/layout.module.css';
import styles from './task-list.module.css';
import { collaborativeTexts as t } from './texts';

const phaseTones: Record<TaskPhase, BadgeTone> = { todo: 'neutral', in_progress: 'accent', done: 'success' };

/** One task: status, priority, deadline with due-soon / overdue marker, assignees. */
export function TaskItem({ task, userId, now }: { task: CollaborativeTask; userId: number | null; now: Date }) {
  const overdue = isTaskOverdue(task, now);
  const dueSoon = isDueSoon(task, now);
  const days = daysRemaining(task.deadline, now);
  const names = task.assignedTo.map((id) => (id === userId ? `${personName(id)} (${t.you})` : personName(id)));
  return (
    <li className={styles.task} data-state={overdue ? 'overdue' : dueSoon ? 'due-soon' : undefined}>
      <div className={`${layout.spreadRow} ${styles.head}`}>
        <h3 className={styles.title}>{task.title}</h3>
        <div className={styles.badges}>
          <Badge tone={phaseTones[taskPhase(task.status)]}>{taskStatusLabel(task.status, 'dashboard')}</Badge>
          <Badge tone={task.priority === 'high' ? 'warning' : 'neutral'}>
            {t.priority(taskPriorityLabels[task.priority])}
          </Badge>
          {overdue && (
            <Badge tone="danger">
              <AlertTriangle size={14} aria-hidden="true" /> {t.overdue}
            </Badge>
          )}
          {dueSoon && (
            <Badge tone="warning">
              <Clock size={14} aria-hidden="true" /> {t.dueSoon}
            </Badge>
          )}
        </div>
      </div>
      <div className={styles.meta}>
        <span className={styles.metaItem}>
          <CalendarDays size={16} aria-hidden="true" />
          {task.deadline ? (
            <span>
              {t.dueOn(formatDate(task.deadline))}
              {dueSoon && days !== null && ` (${t.daysLeft(days)})`}
            </span>
          ) : (
            <span>{t.noTaskDeadline}</span>
          )}
        </span>
        <span className={styles.metaItem}>
          <UserRound size={16} aria-hidden="true" />
          <span>
            {t.assignees}: {names.length > 0 ? names.join(', ') : t.nobody}
          </span>
        </span>
      </div>
    </li>
  );
}
