import { useLoaderData } from 'react-router-dom';
import { adminTaskStatuses, taskPhase, taskStatusLabel } from '../../domain/task-rules';
import { compareByDeadline } from '../../domain/task-summary';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import styles from './project-tasks.module.css';
import { TaskRow } from './task-row';
import { taskTexts as t } from './texts';

export async function loader() {
  const user = useSession.getState().user;
  return { tasks: user ? await repository().tasks.assignedTo(user.id) : [] };
}

/** /tasks: the dashboard view of the signed-in user's tasks, grouped by phase. */
export function Component() {
  const { tasks } = useLoaderData<typeof loader>();
  return (
    <Page title={t.myTasksTitle} lead={t.myTasksLead}>
      {tasks.length === 0 && <EmptyState title={t.empty} />}
      {adminTaskStatuses.map((phase) => {
        const inPhase = tasks.filter((task) => taskPhase(task.status) === phase);
        // What is due next matters while a task is open; finished ones stay newest first.
        if (phase !== 'done') inPhase.sort(compareByDeadline);
        if (inPhase.length === 0) return null;
        return (
          <section key={phase} aria-labelledby={`phase-${phase}`} className={styles.section}>
            <h2 id={`phase-${phase}`}>{taskStatusLabel(phase, 'dashboard')} ({inPhase.length})</h2>
            <ul className={styles.list}>
              {inPhase.map((task) => <TaskRow key={task.id} task={task} wording="dashboard" />)}
            </ul>
          </section>
        );
      })}
    </Page>
  );
}
