import { Plus } from '../../ui/icons/plus';
import { ArrowDownUp } from '../../ui/icons/arrow-down-up';
import { useState } from 'react';
import { replace, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import { adminTaskStatuses } from '../../domain/task-phase';
import { taskStatusLabel } from '../../domain/task-rules';
import { isAdmin } from '../../domain/roles';
import { ForbiddenError, NotFoundError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { selectIsAdmin, useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { NoticeTextPage } from '../../ui/page-states';
import { Page } from '../../ui/page';
import { readShownCount, SHOWN_PARAM, ShowMore } from '../../ui/show-more';
import styles from './project-tasks.module.css';
import { readTaskQuery } from './task-query';
import { TaskFormModal } from './task-form-modal';
import { TaskRow } from './task-row';
import { taskTexts as t } from './texts';
import layout from '../../ui/layout.module.css';
import { reading } from '../../data/change-scope';

/** Rows per step: the largest project at scale holds 1,000 tasks; the rest follow on request. */
const TASKS_PER_STEP = 50;

/** The project, its tasks and (for an admin) the people to assign. */
export const shouldRevalidate = reading(({ id }) => [
  `projects project ${Number(id)}`,
  `tasks project ${Number(id)}`,
  'users',
  'groups',
]);

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) throw replace('/dashboard');
  const repo = repository();
  const search = new URL(request.url).searchParams;
  try {
    const [project, tasks] = await Promise.all([
      repo.projects.get(id),
      // The largest project at scale holds 1,000 tasks: the store reads the steps shown, not the project.
      repo.tasks.pageOfProject(id, readTaskQuery(search), readShownCount(search, TASKS_PER_STEP)),
    ]);
    let assigneeOptions: { id: number; name: string }[] = [];
    if (isAdmin(useSession.getState().user)) {
      const [groups, users] = await Promise.all([repo.groups.list(), repo.users.list()]);
      const memberIds = groups.find((g) => g.id === project.projectGroupId)?.memberIds ?? [];
      assigneeOptions = users.filter((u) => memberIds.includes(u.id)).map((u) => ({ id: u.id, name: u.name }));
    }
    return { found: true as const, project, tasks, assigneeOptions };
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) return { found: false as const };
    throw error;
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const admin = useSession(selectIsAdmin);
  const [creating, setCreating] = useState(false);
  const query = readTaskQuery(params);

  if (!data.found) {
    return <NoticeTextPage title={t.notFound} text={t.notFoundText} to="/dashboard" linkLabel={t.backToDashboard} />;
  }
  const { project, tasks, assigneeOptions } = data;

  function setQuery(key: 'status' | 'sort', value: string | null) {
    const next = new URLSearchParams(params);
    // Another filter or order is another list: it starts again at the first step.
    next.delete(SHOWN_PARAM);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  return (
    <Page title={project.title} lead={`${t.projectTasksTitle} · ${t.taskCount(tasks.all)}`}>
      <div className={`${layout.spreadRow} ${styles.toolbar}`}>
        <div className={layout.cluster} role="group" aria-label={t.filterLabel}>
          {[null, ...adminTaskStatuses].map((phase) => (
            <Button
              key={phase ?? 'all'}
              size="small"
              variant={query.phase === phase ? 'primary' : 'secondary'}
              aria-pressed={query.phase === phase}
              onClick={() => setQuery('status', phase)}
            >
              {phase ? taskStatusLabel(phase, 'list') : t.filterAll}
            </Button>
          ))}
        </div>
        <div className={layout.cluster}>
          <Button
            size="small"
            variant="ghost"
            onClick={() => setQuery('sort', query.sort === 'newest' ? 'oldest' : null)}
            aria-label={`${t.sortLabel}: ${query.sort === 'newest' ? t.sortNewest : t.sortOldest}`}
          >
            <ArrowDownUp size={16} aria-hidden="true" /> {query.sort === 'newest' ? t.sortNewest : t.sortOldest}
          </Button>
          {admin && (
            <Button size="small" onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" /> {t.createTask}
            </Button>
          )}
        </div>
      </div>
      {tasks.all === 0 ? (
        <EmptyState title={t.empty} />
      ) : tasks.total === 0 ? (
        <EmptyState title={t.emptyFiltered} />
      ) : (
        <>
          <ul className={`${layout.bareList} ${styles.list}`} aria-label={t.projectTasksTitle}>
            {tasks.items.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </ul>
          <ShowMore shown={tasks.items.length} total={tasks.total} step={TASKS_PER_STEP} />
        </>
      )}
      {admin && (
        <TaskFormModal
          open={creating}
          title={t.createTitle}
          onClose={() => setCreating(false)}
          projectId={project.id}
          vocabulary="admin"
          assigneeOptions={assigneeOptions}
          onSave={async (draft) => {
            await repository().tasks.create(draft);
            toast.success(t.created);
            setCreating(false);
          }}
        />
      )}
    </Page>
  );
}
