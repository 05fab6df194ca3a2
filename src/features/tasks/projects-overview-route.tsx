import { useLoaderData } from 'react-router-dom';
import { Link } from '../../ui/link';
import { isProjectOverdue, projectStatusLabel } from '../../domain/project-rules';
import { adminTaskStatuses } from '../../domain/task-phase';
import { taskStatusLabel } from '../../domain/task-rules';
import { repository } from '../../data/repository-instance';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import styles from './project-tasks.module.css';
import { taskTexts as t } from './texts';
import layout from '../../ui/layout.module.css';
import { reading } from '../../data/change-scope';

export const shouldRevalidate = reading(['projects', 'tasks', 'users', 'groups']);

export async function loader() {
  const repo = repository();
  const projects = await repo.projects.ofMyGroups();
  const summaries = new Map(
    (await repo.tasks.summaries(projects.map((p) => p.id))).map((s) => [s.projectId, s.counts]),
  );
  return {
    projects: projects.map((project) => {
      return { project, counts: summaries.get(project.id) ?? { todo: 0, in_progress: 0, done: 0 } };
    }),
  };
}

/** /project-tasks: the user's projects with their task counts. */
export function Component() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <Page title={t.projectsTitle} lead={t.projectsLead}>
      {projects.length === 0 ? (
        <EmptyState title="Keine Projekte gefunden" />
      ) : (
        <ul className={`${layout.bareList} ${styles.list}`}>
          {projects.map(({ project, counts }) => (
            <li key={project.id} className={styles.projectRow}>
              <Link to={`/project-tasks/${project.id}`} className={styles.projectTitle}>
                {project.title}
              </Link>
              <span className={styles.counts}>
                <Badge tone={project.status === 'active' ? 'success' : 'neutral'}>
                  {projectStatusLabel(project.status)}
                </Badge>
                {isProjectOverdue(project) && <Badge tone="danger">{t.overdue}</Badge>}
                {adminTaskStatuses.map((phase) => (
                  <span key={phase}>
                    {taskStatusLabel(phase, 'dashboard')}: {counts[phase]}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
