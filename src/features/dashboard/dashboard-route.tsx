import { useLoaderData } from 'react-router-dom';
import { Link } from '../../ui/link';
import type { ReactNode } from 'react';
import { pollState, pollStateLabels } from '../../domain/poll-rules';
import { isProjectOverdue } from '../../domain/project-rules';
import { ProjectStatusBadge } from '../shared/project-status-badge';
import { isTaskOverdue, taskStatusLabel } from '../../domain/task-rules';
import { loaderPart } from '../../data/loader-part';
import { repository } from '../../data/repository-instance';
import { formatDate } from '../../lib/format';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { useShownRows } from '../../ui/use-shown-rows';
import { Page } from '../../ui/page';
import { openTasksByProject, runningPolls } from './dashboard-data';
import styles from './dashboard.module.css';
import { dashboardTexts as t } from './texts';
import { loadFailureMessage } from '../../data/errors';
import layout from '../../ui/layout.module.css';
import { reading } from '../../data/change-scope';

export const shouldRevalidate = reading(['polls', 'projects', 'tasks', 'users', 'groups']);

export async function loader() {
  const repo = repository();
  // After a write, only the sections it changed are read again (a vote: the polls). Which polls and projects a
  // member sees follows their groups.
  const member = ['users', 'groups'] as const;
  // The polls are a section of their own: when only they fail, projects and tasks still show.
  const polls = loaderPart('dashboard polls', ['polls', ...member], () => repo.polls.list()).then(
    (list) => ({ failed: false as const, list: runningPolls(list) }),
    (error: unknown) => ({ failed: true as const, message: loadFailureMessage(error, t.loadFailed) }),
  );
  try {
    const projects = await loaderPart('dashboard projects', ['projects', ...member], () => repo.projects.ofMyGroups());
    const ids = projects.map((project) => project.id);
    const summaries = await loaderPart(`dashboard tasks ${ids.join()}`, ['tasks'], () => repo.tasks.summaries(ids));
    return { failed: false as const, projects, openTasks: openTasksByProject(projects, summaries), polls: await polls };
  } catch (error) {
    // No lists at all, rather than empty ones: a failed load must not read as "you have nothing".
    return { failed: true as const, message: loadFailureMessage(error, t.loadFailed) };
  }
}

/** The member's start page; the notification panel is composed in by the app (features stay apart). */
const PROJECTS_PER_STEP = 6;
const TASK_GROUPS_PER_STEP = 6;
const POLLS_PER_STEP = 5;

export function DashboardScreen({ notificationPanel }: { notificationPanel?: ReactNode }) {
  const data = useLoaderData<typeof loader>();
  // Sections show their content or empty state only after a successful load; on failure the alert speaks.
  const loaded = data.failed ? null : data;
  const user = useSession((s) => s.user);
  // A member of many groups (or an admin, who sees every poll) would otherwise scroll past hundreds of cards
  // to reach the notifications: each list shows a few and pages on its own.
  const projects = useShownRows(loaded?.projects ?? [], PROJECTS_PER_STEP, 'projekte');
  const openTasks = useShownRows(loaded?.openTasks ?? [], TASK_GROUPS_PER_STEP, 'aufgaben');
  const polls = useShownRows(loaded && !loaded.polls.failed ? loaded.polls.list : [], POLLS_PER_STEP, 'umfragen');
  return (
    <Page title={t.title} lead={user ? `${t.welcome(user.name)} ${t.lead}` : t.lead}>
      {data.failed && <Alert tone="error">{data.message}</Alert>}
      <nav className={styles.quickLinks} aria-label="Schnellzugriff">
        <Link to="/tasks">{t.myTasksLink}</Link>
        <Link to="/kollaborativ">{t.collaborativeLink}</Link>
      </nav>
      <div className={`${layout.sidebarLayout} ${styles.layout}`}>
        <div className={`${layout.gridColumn} ${styles.main}`}>
          <section aria-labelledby="projects-heading">
            <h2 id="projects-heading">{t.projectsHeading}</h2>
            {loaded &&
              (loaded.projects.length === 0 ? (
                <EmptyState title={t.noProjects} />
              ) : (
                <ul className={`${layout.bareList} ${styles.projects}`}>
                  {projects.shown.map((project) => (
                    <li key={project.id} className={`${layout.raised} ${styles.projectCard}`}>
                      <h3>
                        <Link to={`/project-tasks/${project.id}`}>{project.title}</Link>
                      </h3>
                      <p className={styles.muted}>{project.description}</p>
                      <p className={styles.badges}>
                        <ProjectStatusBadge status={project.status} />
                        {isProjectOverdue(project) && <Badge tone="danger">{t.overdue}</Badge>}
                      </p>
                    </li>
                  ))}
                </ul>
              ))}
            {projects.more}
          </section>
          <section aria-labelledby="open-tasks-heading">
            <h2 id="open-tasks-heading">{t.openTasksHeading}</h2>
            {loaded &&
              (loaded.openTasks.length === 0 ? (
                <EmptyState title={t.noOpenTasks} />
              ) : (
                openTasks.shown.map(({ project, tasks, more }) => (
                  <div key={project.id} className={`${layout.panel} ${styles.taskGroup}`}>
                    <h3>{project.title}</h3>
                    <ul className={styles.taskList}>
                      {tasks.map((task) => (
                        <li key={task.id}>
                          <Link to={`/tasks/${task.id}`}>{task.title}</Link>
                          <span className={layout.metaLine}>
                            <Badge tone="primary">{taskStatusLabel(task.status, 'dashboard')}</Badge>
                            {task.deadline && (
                              <span>
                                {t.due} {formatDate(task.deadline)}
                              </span>
                            )}
                            {isTaskOverdue(task) && <Badge tone="danger">{t.overdue}</Badge>}
                          </span>
                        </li>
                      ))}
                    </ul>
                    <p className={styles.more}>
                      {more > 0 && <span>{t.moreTasks(more)} · </span>}
                      <Link to={`/project-tasks/${project.id}`}>{t.allProjectTasks}</Link>
                    </p>
                  </div>
                ))
              ))}
            {openTasks.more}
          </section>
        </div>
        <aside className={`${layout.gridColumn} ${styles.side}`} aria-label="Umfragen und Benachrichtigungen">
          <section aria-labelledby="polls-heading" className={`${layout.panel} ${styles.box}`}>
            <h2 id="polls-heading">{t.pollsHeading}</h2>
            {loaded?.polls.failed && <Alert tone="error">{loaded.polls.message}</Alert>}
            {loaded &&
              !loaded.polls.failed &&
              (loaded.polls.list.length === 0 ? (
                <p className={styles.muted}>{t.noPolls}</p>
              ) : (
                <ul className={styles.polls}>
                  {polls.shown.map((poll) => (
                    <li key={poll.id}>
                      <Link to={`/polls/${poll.id}`}>{poll.title}</Link>
                      <span className={layout.metaLine}>
                        {poll.hasVoted ? (
                          <Badge tone="success">{t.voted}</Badge>
                        ) : (
                          <Badge tone="warning">{t.notVoted}</Badge>
                        )}
                        {pollState(poll) === 'ended' ? (
                          <Badge tone="neutral">{pollStateLabels.ended}</Badge>
                        ) : (
                          poll.endDate && (
                            <span>
                              {t.pollEnds} {formatDate(poll.endDate)}
                            </span>
                          )
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              ))}
            {polls.more}
          </section>
          {notificationPanel}
        </aside>
      </div>
    </Page>
  );
}
