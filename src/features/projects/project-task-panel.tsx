import { ListTodo } from '../../ui/icons/list-todo';
import { Link } from '../../ui/link';
import type { ProjectTasks } from './project-data';
import type { ProjectTaskList } from './project-task-list';
import { CodeUnavailable } from '../shared/code-loading';
import styles from './project-detail.module.css';
import { projectDetailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

// Members only: the loader of a signed-in visitor loads the list beside its first page of tasks, so it is there
// with the page; a guest, who sees a note, loads neither it nor the task rules.
let taskList: typeof ProjectTaskList | null = null;

/** Loads the task list's code; false when it could not be loaded (the panel then says why it is missing). */
export async function loadProjectTaskList(): Promise<boolean> {
  taskList ??= await import('./project-task-list').then(
    (m) => m.ProjectTaskList,
    () => null,
  );
  return taskList !== null;
}

/** The project's tasks for members; for guests and outsiders a note instead (tasks need login). */
export function ProjectTaskPanel({ tasks }: { tasks: ProjectTasks }) {
  // Set whenever the loader answered 'list': it answers 'unavailable' when the list's code could not be loaded.
  const List = taskList;
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
      {tasks.kind === 'unavailable' && <CodeUnavailable className={styles.note} />}
      {tasks.kind === 'list' && List && <List page={tasks.page} />}
    </section>
  );
}
