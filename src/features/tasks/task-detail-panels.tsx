import { Link } from '../../ui/link';
import type { Project } from '../../domain/project';
import { projectStatusLabel } from '../../domain/project-rules';
import type { TaskStatus, Task } from '../../domain/task';
import { adminTaskStatuses, workflowTaskStatuses } from '../../domain/task-phase';
import { daysRemaining, isTaskDone, isTaskOverdue, taskProgress, taskStatusLabel } from '../../domain/task-rules';
import type { User } from '../../domain/user';
import { Badge } from '../../ui/badge';
import { ProgressBar } from '../../ui/progress-bar';
import styles from './task-detail.module.css';
import { useInPlaceWrite } from '../shared/in-place-write';
import { detailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** The admin's status select; saving keeps the keyboard focus on it. */
function TaskStatusSelect({ task }: { task: Task }) {
  const save = useInPlaceWrite<Task>(`/tasks/${task.id}`, task);
  // The select offers the vocabulary the task already uses, so a status change never switches vocabularies.
  const statusOptions: readonly TaskStatus[] = (workflowTaskStatuses as readonly string[]).includes(task.status)
    ? workflowTaskStatuses
    : adminTaskStatuses;
  const shown = save.sending?.get('status') ?? save.answer?.status ?? task.status;

  return (
    <label className={styles.statusSelect}>
      <span>{t.changeStatus}</span>
      <select
        value={String(shown)}
        // Not `disabled`: the keyboard focus stays on the select while the status is saved.
        aria-disabled={save.pending || undefined}
        onChange={(e) => {
          if (!save.pending) void save.send({ status: e.target.value });
        }}
      >
        {statusOptions.map((s) => (
          <option key={s} value={s}>
            {taskStatusLabel(s, 'detail')}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Status (a select for admins), progress, days left and comment count of a task. */
export function TaskStatusPanel({ task, admin, commentCount }: { task: Task; admin: boolean; commentCount: number }) {
  return (
    <section className={`${layout.raised} ${styles.card}`}>
      <h2>{t.statusPanel}</h2>
      {admin ? (
        <TaskStatusSelect task={task} />
      ) : (
        <p>
          <Badge tone="primary">{taskStatusLabel(task.status, 'detail')}</Badge>
        </p>
      )}
      <div className={styles.progress}>
        <ProgressBar value={taskProgress(task.status)} label={t.progress} />
      </div>
      <p className={isTaskOverdue(task) ? styles.overdueText : undefined}>
        {isTaskDone(task.status) ? t.doneNoDeadline : t.daysRemaining(daysRemaining(task.deadline))}
      </p>
      <p>{t.commentCount(commentCount)}</p>
    </section>
  );
}

/** The task's project, its status and its members. */
export function TaskProjectPanel({ project, people }: { project: Project; people: User[] }) {
  return (
    <section className={`${layout.raised} ${styles.card}`}>
      <h2>{t.projectInfo}</h2>
      <p>
        <Link to={`/project-tasks/${project.id}`}>{project.title}</Link>
      </p>
      <p>
        <Badge tone={project.status === 'active' ? 'success' : 'neutral'}>{projectStatusLabel(project.status)}</Badge>
      </p>
      <h3>{t.members}</h3>
      <ul className={styles.members}>
        {people.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </section>
  );
}
