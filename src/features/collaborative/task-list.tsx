import { useSearchParams } from 'react-router-dom';
import type { CollaborativeTask } from '../../domain/collaborative-project';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { matchesFilter, parseTaskFilter, taskFilters, type TaskFilter } from './task-filter';
import { TaskItem } from './task-item';
import styles from './task-list.module.css';
import { collaborativeTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** The project's tasks with the filter Alle / Meine / Offen / Abgeschlossen, kept in the URL (?filter=). */
export function TaskList({ tasks, userId, now }: { tasks: CollaborativeTask[]; userId: number | null; now: Date }) {
  const [params, setParams] = useSearchParams();
  const filter = parseTaskFilter(params.get('filter'));
  const shown = tasks.filter((task) => matchesFilter(task, filter, userId));

  function choose(next: TaskFilter) {
    setParams(next === 'all' ? {} : { filter: next }, { replace: true, preventScrollReset: true });
  }

  return (
    <section aria-labelledby="collab-tasks-heading" className={styles.section}>
      <div className={`${layout.spreadRow} ${styles.bar}`}>
        <h2 id="collab-tasks-heading" className={styles.heading}>
          {t.tasks}
        </h2>
        <div className={layout.cluster} role="group" aria-label={t.filterLabel}>
          {taskFilters.map((f) => {
            const count = tasks.filter((task) => matchesFilter(task, f, userId)).length;
            return (
              <Button
                key={f}
                size="small"
                variant={f === filter ? 'primary' : 'secondary'}
                aria-pressed={f === filter}
                onClick={() => choose(f)}
              >
                {t.filters[f]} <span className={styles.count}>({count})</span>
              </Button>
            );
          })}
        </div>
      </div>
      <p className={styles.summary} role="status">
        {shown.length === 1 ? '1 Aufgabe' : `${shown.length} Aufgaben`}
        {filter !== 'all' && ` · ${t.filters[filter]}`}
      </p>
      {tasks.length === 0 ? (
        <EmptyState title={t.noTasks} />
      ) : shown.length === 0 ? (
        <EmptyState title={t.noTasks}>
          <p>{t.noTasksForFilter}</p>
        </EmptyState>
      ) : (
        <ul className={layout.stackList} aria-label={t.tasks}>
          {shown.map((task) => (
            <TaskItem key={task.id} task={task} userId={userId} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
