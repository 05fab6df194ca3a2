import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import type { Id } from '../../domain/common';
import { ForbiddenError, NotFoundError, UnauthorizedError, loadFailureMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { crumbHandle } from '../../lib/breadcrumb';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/alert';
import { NoticePage, RetryButton } from '../../ui/page-states';
import { Page } from '../../ui/page';
import { readShownCount } from '../../ui/show-more';
import { TASKS_PER_STEP, type ProjectDetailData, type ProjectTasks } from './project-data';
import { ProjectDetail } from './project-detail';
import { loadProjectTaskList } from './project-task-panel';
import { projectDetailTexts as t } from './texts';
import { reading } from '../../data/change-scope';

async function loadTasks(projectId: Id, shown: number): Promise<ProjectTasks> {
  // Tasks need a session (SPEC §6); a guest is not asked to log in just to see the project.
  if (!useSession.getState().user) return { kind: 'guest' };
  try {
    const [page, listLoaded] = await Promise.all([
      repository().tasks.pageOfProject(projectId, { phase: null, sort: 'newest' }, shown),
      loadProjectTaskList(),
    ]);
    return listLoaded ? { kind: 'list', page } : { kind: 'unavailable' };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { kind: 'guest' };
    if (error instanceof ForbiddenError) return { kind: 'forbidden' };
    return { kind: 'error' };
  }
}

/** The project and, for its members, its tasks. */
export const shouldRevalidate = reading(({ id }) => [
  `projects project ${Number(id)}`,
  `tasks project ${Number(id)}`,
  'users',
  'groups',
]);

export async function loader({ params, request }: LoaderFunctionArgs): Promise<ProjectDetailData> {
  const id = parseId(params.id);
  if (id === null) return { status: 'not-found' };
  const [project, tasks] = await Promise.all([
    repository()
      .projects.get(id)
      .catch((error: unknown) =>
        error instanceof NotFoundError ? ('not-found' as const) : { failure: loadFailureMessage(error, t.loadFailed) },
      ),
    loadTasks(id, readShownCount(new URL(request.url).searchParams, TASKS_PER_STEP)),
  ]);
  if (project === 'not-found') return { status: project };
  if ('failure' in project) return { status: 'error', message: project.failure };
  return { status: 'ok', project, tasks };
}

export const handle = crumbHandle<ProjectDetailData>((data) => (data.status === 'ok' ? data.project.title : undefined));

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (data.status === 'not-found') {
    return <NoticePage title={t.notFound} text={t.notFoundText} to="/projekte" linkLabel={t.notFoundLink} />;
  }
  if (data.status === 'error') {
    return (
      <Page title={t.errorTitle}>
        <Alert tone="error">{data.message}</Alert>
        <RetryButton>{t.retry}</RetryButton>
      </Page>
    );
  }
  return <ProjectDetail project={data.project} tasks={data.tasks} />;
}
