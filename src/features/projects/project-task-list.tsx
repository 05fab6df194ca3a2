import { Link } from '../../ui/link';
import { isTaskOverdue, taskStatusLabel } from '../../domain/task-rules';
import { taskPhase } from '../../domain/task-phase';
import type { ProjectTaskPage } from '../../domain/project-task-page';
import { formatDate } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { ShowMore } from '../../ui/show-more';
import { TASKS_PER_STEP } from './project-data';
import styles from './project-detail.module.css';
import { projectDetailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

const phaseTone: Record<ReturnType<typeof taskPhase>, BadgeTone> = {
  todo: 'neutral',
  in_progress: 'primary',
  done: 'success',
};

/** A project's tasks as its members see them: status, overdue mark and deadline, in steps of TASKS_PER_STEP. */
export function ProjectTaskList({ page }: { page: ProjectTaskPage }) {
  if (page.all === 0) return <EmptyState title={t.tasksEmpty} />;
  return (
    <>
      <ul className={styles.taskList} aria-label={t.tasksLabel}>
        {page.items.map((task) => (
          <li key={task.id} className={styles.task}>
            <Link to={`/tasks/${task.id}`} className={styles.taskLink}>
              {task.title}
            </Link>
            <div className={layout.metaLine}>
              <Badge tone={phaseTone[taskPhase(task.status)]}>{taskStatusLabel(task.status)}</Badge>
              {isTaskOverdue(task) && <Badge tone="danger">{t.overdue}</Badge>}
              {task.deadline && <span>{t.due(formatDate(task.deadline))}</span>}
            </div>
          </li>
        ))}
      </ul>
      <ShowMore shown={page.items.length} total={page.total} step={TASKS_PER_STEP} />
    </>
  );
}
