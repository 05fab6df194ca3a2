import { useState } from 'react';
import { replace, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import { loaderPart } from '../../data/loader-part';
import { ForbiddenError, NotFoundError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { crumbHandle } from '../../lib/breadcrumb';
import { selectIsAdmin, useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { Page } from '../../ui/page';
import { TaskAdminActions, TaskEditModal } from './task-detail-admin';
import { TaskDetailFacts, TaskDetailMeta } from './task-detail-facts';
import { TaskProjectPanel, TaskStatusPanel } from './task-detail-panels';
import { TaskAttachmentsSection, TaskCommentsSection } from './task-detail-sections';
import styles from './task-detail.module.css';
import layout from '../../ui/layout.module.css';
import { detailTexts as t } from './texts';
import { reading } from '../../data/change-scope';

/** The task, its project, its people and its comments (each a part of the loader, below). */
export const shouldRevalidate = reading(({ id }) => [
  `tasks task ${Number(id)}`,
  `comments task ${Number(id)}`,
  'projects',
  'users',
  'groups',
]);

export { action } from './task-actions';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) throw replace('/dashboard');
  const repo = repository();
  try {
    // After a write, only the parts it changed are read again (a like on this task: the comments).
    const task = await loaderPart(`task ${id}`, [`tasks task ${id}`], () => repo.tasks.get(id));
    const [project, people, comments] = await Promise.all([
      loaderPart(`project ${task.projectId}`, [`projects project ${task.projectId}`], () =>
        repo.projects.get(task.projectId),
      ),
      loaderPart(`task ${id} people`, [`tasks task ${id}`, 'users', 'groups'], () => repo.tasks.users(id)),
      // The authors' names come with the comments.
      loaderPart(`task ${id} comments`, [`comments task ${id}`, 'users'], () => repo.comments.byTask(id)),
    ]);
    return { task, project, people, comments };
  } catch (error) {
    // SPEC §2: a task that cannot be found sends the user to the dashboard, saying why.
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      toast.info(t.gone);
      throw replace('/dashboard');
    }
    throw error;
  }
}

export const handle = crumbHandle<Awaited<ReturnType<typeof loader>>>((data) => data.task.title);

export function Component() {
  const { task, project, people, comments } = useLoaderData<typeof loader>();
  const admin = useSession(selectIsAdmin);
  const [editing, setEditing] = useState(false);
  const creator = people.find((p) => p.id === task.createdBy)?.name ?? t.unknownPerson;
  const assignees = people.filter((p) => task.assignedTo.includes(p.id));

  return (
    <Page title={task.title}>
      <TaskDetailMeta task={task} project={project} creator={creator} />
      <div className={`${layout.sidebarLayout} ${styles.layout}`}>
        <div className={`${layout.gridColumn} ${styles.main}`}>
          <TaskDetailFacts task={task} assignees={assignees}>
            {admin && <TaskAdminActions task={task} onEdit={() => setEditing(true)} />}
          </TaskDetailFacts>
          <TaskAttachmentsSection attachments={task.attachments} />
          <TaskCommentsSection taskId={task.id} comments={comments} />
        </div>
        <aside className={`${layout.gridColumn} ${styles.side}`} aria-label={t.statusPanel}>
          <TaskStatusPanel task={task} admin={admin} commentCount={comments.length} />
          <TaskProjectPanel project={project} people={people} />
        </aside>
      </div>
      {admin && <TaskEditModal task={task} people={people} open={editing} onClose={() => setEditing(false)} />}
    </Page>
  );
}
