import { ListTodo } from '../../ui/icons/list-todo';
import { Link } from '../../ui/link';
import { isTaskOverdue, taskStatusLabel } from '../../domain/task-rules';
import { taskPhase } from '../../domain/task-phase';
import { formatDate } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { ShowMore } from '../../ui/show-more';
import { TASKS_PER_STEP, type ProjectTasks } from './project-data';
import styles from './project-detail.module.css';
import { projectDetailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

const phaseTone: Record<ReturnType<typeof taskPhase>, BadgeTone> = {
  todo: 'neutral',
  in_progress: 'primary',
  done: 'success',
};

/** The project's tasks for members; for guests and outsiders a note instead (tasks need login). */
export function ProjectTaskPanel({ tasks }: { tasks: ProjectTasks }) {
  return (
    <section aria-labelledby="projekt-aufgaben" className={`${layout.raised} ${styles.tasks}`}>
      <h2 id="projekt-aufgaben">
        <ListTodo size={22} aria-hidden="true" />
        {t.tasksHeading}
      </h2>
      {tasks.kind === 'guest' && (
        <p className={styles.note}>
          {t.tasksGuest} <Link to="/login">{t.tasksLogin}</Link>
        </p>
      )}
      {tasks.kind === 'forbidden' && <p className={styles.note}>{t.tasksForbidden}</p>}
      {tasks.kind === 'error' && (
        <p className={styles.note} role="alert">
          {t.tasksFailed}
        </p>
      )}
      {tasks.kind === 'list' && tasks.page.all === 0 && <EmptyState title={t.tasksEmpty} />}
      {tasks.kind === 'list' && tasks.page.all > 0 && (
        <ul className={styles.taskList} aria-label={t.tasksLabel}>
          {tasks.page.items.map((task) => {
            const overdue = isTaskOverdue(task);
            return (
              <li key={task.id} className={styles.task}>
                <Link to={`/tasks/${task.id}`} className={styles.taskLink}>
                  {task.title}
                </Link>
                <div className={layout.metaLine}>
                  <Badge tone={phaseTone[taskPhase(task.status)]}>{taskStatusLabel(task.status)}</Badge>
                  {overdue && <Badge tone="danger">{t.overdue}</Badge>}
                  {task.deadline && <span>{t.due(formatDate(task.deadline))}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {tasks.kind === 'list' && (
        <ShowMore shown={tasks.page.items.length} total={tasks.page.total} step={TASKS_PER_STEP} />
      )}
    </section>
  );
}
