import { Pencil } from '../../ui/icons/pencil';
import { Trash2 } from '../../ui/icons/trash';
import { useState } from 'react';
import { Link, replace, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import { projectStatusLabel } from '../../domain/project';
import { adminTaskStatuses, taskPhase, workflowTaskStatuses } from '../../domain/task-phase';
import {
  daysRemaining,
  isTaskDone,
  isTaskOverdue,
  taskPriorityLabels,
  taskProgress,
  taskStatusLabel,
  workflowStatusOf,
} from '../../domain/task-rules';
import type { TaskStatus } from '../../domain/task';
import { loaderPart } from '../../data/loader-part';
import { draftFromTask } from '../../domain/task-draft';
import { ForbiddenError, NotFoundError, errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { crumbHandle } from '../../lib/breadcrumb';
import { formatDate } from '../../lib/format';
import { selectIsAdmin, useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { AvatarGroup } from '../../ui/avatar-group';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Page } from '../../ui/page';
import { ProgressBar } from '../../ui/progress-bar';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { AttachmentList } from './task-attachments';
import styles from './task-detail.module.css';
import { TaskFormModal } from './task-form-modal';
import { commentTexts, detailTexts as t, taskTexts } from './texts';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) throw replace('/dashboard');
  const repo = repository();
  try {
    // After a write, only the parts it changed are read again (a like: the comments).
    const task = await loaderPart(`task ${id}`, ['tasks'], () => repo.tasks.get(id));
    const [project, people, comments] = await Promise.all([
      loaderPart(`project ${task.projectId}`, ['projects'], () => repo.projects.get(task.projectId)),
      loaderPart(`task ${id} people`, ['tasks', 'users', 'groups'], () => repo.tasks.users(id)),
      loaderPart(`task ${id} comments`, ['comments'], () => repo.comments.byTask(id)),
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

const priorityTone = { low: 'neutral', medium: 'primary', high: 'danger' } as const;

export function Component() {
  const { task, project, people, comments } = useLoaderData<typeof loader>();
  const admin = useSession(selectIsAdmin);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const [savingStatus, setSavingStatus] = useState(false);
  const name = (id: number | null) => people.find((p) => p.id === id)?.name ?? t.unknownPerson;
  const assignees = people.filter((p) => task.assignedTo.includes(p.id));
  const overdue = isTaskOverdue(task);
  const days = daysRemaining(task.deadline);
  // The select offers the vocabulary the task already uses, so a status change never switches vocabularies.
  const statusOptions: readonly TaskStatus[] = (workflowTaskStatuses as readonly string[]).includes(task.status)
    ? workflowTaskStatuses
    : adminTaskStatuses;

  async function deleteTask() {
    try {
      await repository().tasks.remove(task.id);
      toast.success(taskTexts.deleted);
      navigate(`/project-tasks/${task.projectId}`, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function changeStatus(status: TaskStatus) {
    setSavingStatus(true);
    try {
      await repository().tasks.update(task.id, { ...draftFromTask(task), status });
      toast.success(taskTexts.updated);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSavingStatus(false);
    }
  }

  return (
    <Page title={task.title}>
      <p className={styles.meta}>
        <span>
          {t.project}: <Link to={`/project-tasks/${project.id}`}>{project.title}</Link>
        </span>
        <span>
          {t.created} {formatDate(task.createdAt)}
        </span>
        <span>
          {t.createdBy} {name(task.createdBy)}
        </span>
      </p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="task-facts">
            <h2 id="task-facts" className="visually-hidden">
              {t.description}
            </h2>
            <div className={styles.facts}>
              <div>
                <span className={styles.label}>{t.priority}</span>
                <Badge tone={priorityTone[task.priority]}>{taskPriorityLabels[task.priority]}</Badge>
              </div>
              <div>
                <span className={styles.label}>{t.deadline}</span>
                <span>
                  {task.deadline ? formatDate(task.deadline) : taskTexts.noDeadline}{' '}
                  {overdue && <Badge tone="danger">{t.overdue}</Badge>}
                </span>
              </div>
              <div>
                <span className={styles.label}>{t.assignees}</span>
                {assignees.length ? (
                  <AvatarGroup people={assignees} label={t.assignees} />
                ) : (
                  <span>{t.noAssignees}</span>
                )}
              </div>
            </div>
            <p className={styles.description}>{task.description}</p>
            {admin && (
              <div className={styles.adminActions}>
                <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
                  <Pencil size={16} aria-hidden="true" /> {taskTexts.editTask}
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="secondary" size="small">
                      <Trash2 size={16} aria-hidden="true" /> {taskTexts.deleteTask}
                    </Button>
                  }
                  title={taskTexts.deleteTitle(task.title)}
                  description={taskTexts.deleteText}
                  confirmLabel={taskTexts.deleteTask}
                  onConfirm={deleteTask}
                />
              </div>
            )}
          </section>
          <section className={styles.card} aria-labelledby="task-attachments">
            <h2 id="task-attachments">{t.attachments}</h2>
            <AttachmentList attachments={task.attachments} />
          </section>
          <section aria-labelledby="task-comments">
            <h2 id="task-comments">
              {commentTexts.heading} ({comments.length})
            </h2>
            <CommentList comments={comments} />
            <CommentForm taskId={task.id} />
          </section>
        </div>
        <aside className={styles.side} aria-label={t.statusPanel}>
          <section className={styles.card}>
            <h2>{t.statusPanel}</h2>
            {admin ? (
              <label className={styles.statusSelect}>
                <span>{t.changeStatus}</span>
                <select
                  value={task.status}
                  // Not `disabled`: the keyboard focus stays on the select while the status is saved.
                  aria-disabled={savingStatus || undefined}
                  onChange={(e) => {
                    if (!savingStatus) void changeStatus(e.target.value as TaskStatus);
                  }}
                >
                  {statusOptions.map((s) => (
                    <option key={s} value={s}>
                      {taskStatusLabel(s, 'detail')}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p>
                <Badge tone="primary">{taskStatusLabel(task.status, 'detail')}</Badge>
              </p>
            )}
            <div className={styles.progress}>
              <ProgressBar value={taskProgress(task.status)} label={t.progress} />
            </div>
            <p className={overdue ? styles.overdueText : undefined}>
              {isTaskDone(task.status) ? t.doneNoDeadline : t.daysRemaining(days)}
            </p>
            <p>{t.commentCount(comments.length)}</p>
          </section>
          <section className={styles.card}>
            <h2>{t.projectInfo}</h2>
            <p>
              <Link to={`/project-tasks/${project.id}`}>{project.title}</Link>
            </p>
            <p>
              <Badge tone={project.status === 'active' ? 'success' : 'neutral'}>
                {projectStatusLabel(project.status)}
              </Badge>
            </p>
            <h3>{t.members}</h3>
            <ul className={styles.members}>
              {people.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
      {admin && (
        <TaskFormModal
          open={editing}
          title={taskTexts.editTitle}
          onClose={() => setEditing(false)}
          projectId={task.projectId}
          vocabulary="workflow"
          initial={{ ...task, status: workflowStatusOf(task.status), deadline: task.deadline ?? '' }}
          assigneeOptions={people.map((p) => ({ id: p.id, name: p.name }))}
          onSave={async (draft) => {
            // Keep the task's own vocabulary when the chosen phase did not change.
            const status =
              draft.status && taskPhase(draft.status) === taskPhase(task.status) ? task.status : draft.status;
            await repository().tasks.update(task.id, { ...draft, status });
            toast.success(taskTexts.updated);
            setEditing(false);
          }}
        />
      )}
    </Page>
  );
}
