import { useLoaderData } from 'react-router-dom';
import type { Task } from '../../domain/task';
import { adminTaskStatuses, taskPhase, type TaskPhase } from '../../domain/task-phase';
import { taskStatusLabel } from '../../domain/task-rules';
import { compareByDeadline, compareByDeadlineLatestFirst } from '../../domain/task-summary';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { useShownRows } from '../../ui/use-shown-rows';
import styles from './project-tasks.module.css';
import { TaskRow } from './task-row';
import { taskTexts as t } from './texts';
import layout from '../../ui/layout.module.css';
import { reading } from '../../data/change-scope';
import { formatCount } from '../../lib/format-count';

export const shouldRevalidate = reading(['tasks', 'users']);

export async function loader() {
  const user = useSession.getState().user;
  return { tasks: user ? await repository().tasks.assignedTo(user.id) : [] };
}

/** Rows per step in each phase's section; each keeps its own count in the URL. */
const TASKS_PER_STEP = 20;
const shownParam: Record<TaskPhase, string> = { todo: 'offen', in_progress: 'in-bearbeitung', done: 'abgeschlossen' };

/** /tasks: the dashboard view of the signed-in user's tasks, grouped by phase. */
export function Component() {
  const { tasks } = useLoaderData<typeof loader>();
  return (
    <Page title={t.myTasksTitle} lead={t.myTasksLead}>
      {tasks.length === 0 && <EmptyState title={t.empty} />}
      {adminTaskStatuses.map((phase) => {
        const inPhase = tasks.filter((task) => taskPhase(task.status) === phase);
        // What is due next matters while a task is open; of the finished ones, the latest.
        inPhase.sort(phase === 'done' ? compareByDeadlineLatestFirst : compareByDeadline);
        return <PhaseSection key={phase} phase={phase} tasks={inPhase} />;
      })}
    </Page>
  );
}

function PhaseSection({ phase, tasks }: { phase: TaskPhase; tasks: Task[] }) {
  const rows = useShownRows(tasks, TASKS_PER_STEP, shownParam[phase]);
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby={`phase-${phase}`} className={styles.section}>
      <h2 id={`phase-${phase}`}>
        {taskStatusLabel(phase, 'dashboard')} ({formatCount(tasks.length)})
      </h2>
      <ul className={`${layout.bareList} ${styles.list}`}>
        {rows.shown.map((task) => (
          <TaskRow key={task.id} task={task} wording="dashboard" />
        ))}
      </ul>
      {rows.more}
    </section>
  );
}
