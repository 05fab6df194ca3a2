import { repository } from '../../data/repository-instance';
import type { Task } from '../../domain/task';
import { taskPhase } from '../../domain/task-phase';
import { workflowStatusOf } from '../../domain/task-rules';
import type { User } from '../../domain/user';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Pencil } from '../../ui/icons/pencil';
import { Trash2 } from '../../ui/icons/trash';
import { useInPlaceWrite } from '../shared/in-place-write';
import styles from './task-detail.module.css';
import { TaskFormModal } from './task-form-modal';
import { taskTexts } from './texts';

/** The admin's 'Aufgabe bearbeiten' and 'Aufgabe löschen' (asked first) on the task page. */
export function TaskAdminActions({ task, onEdit }: { task: Task; onEdit: () => void }) {
  // The task page's action deletes and goes on to the project's tasks (task-actions.ts).
  const remove = useInPlaceWrite<void>(`/tasks/${task.id}`);

  return (
    <div className={styles.adminActions}>
      <Button variant="secondary" size="small" onClick={onEdit}>
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
        onConfirm={() => remove.send(null, 'delete')}
      />
    </div>
  );
}

export interface TaskEditModalProps {
  task: Task;
  people: User[];
  open: boolean;
  onClose: () => void;
}

/** The task form in a modal, filled with the task; saving keeps the task's status vocabulary. */
export function TaskEditModal({ task, people, open, onClose }: TaskEditModalProps) {
  return (
    <TaskFormModal
      open={open}
      title={taskTexts.editTitle}
      onClose={onClose}
      projectId={task.projectId}
      vocabulary="workflow"
      initial={{ ...task, status: workflowStatusOf(task.status), deadline: task.deadline ?? '' }}
      assigneeOptions={people.map((p) => ({ id: p.id, name: p.name }))}
      onSave={async (draft) => {
        // Keep the task's own vocabulary when the chosen phase did not change.
        const status = draft.status && taskPhase(draft.status) === taskPhase(task.status) ? task.status : draft.status;
        await repository().tasks.update(task.id, { ...draft, status });
        toast.success(taskTexts.updated);
        onClose();
      }}
    />
  );
}
