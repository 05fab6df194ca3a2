import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Attachment } from '../../domain/attachment';
import { adminTaskStatuses, workflowTaskStatuses } from '../../domain/task-phase';
import { taskPriorityLabels, taskStatusLabel } from '../../domain/task-rules';
import { taskPrioritySchema, taskStatusSchema, type TaskStatus } from '../../domain/task';
import type { TaskDraft } from '../../domain/task-draft';
import { taskDraftSchema } from '../../domain/task-draft';
import { saveFailureMessage, ValidationError } from '../../data/errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FieldForm } from '../../ui/field-form';
import { FormField } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { TaskAttachmentsFieldset, type CheckedTaskFiles } from './task-attachments-fieldset';
import { usePendingFileCheck } from './attachment-picker';
import { TaskAssigneesFieldset } from './task-assignees-fieldset';
import { RequiredFieldsNote } from '../../ui/required-fields-note';
import styles from './task-form.module.css';
import type { TaskFiles } from './task-files';
import { taskTexts as t } from './texts';
import * as coreMessages from '../../domain/core-messages';
import { inGerman } from '../../domain/german-zod-errors';
import { useUnsavedInput } from '../../stores/unsaved-input';
import { dateInputBounds } from '../../ui/date-input-bounds';
import { LabelledOptions } from '../../ui/labelled-options';

const formSchema = z.object({
  title: taskDraftSchema.shape.title,
  description: taskDraftSchema.shape.description,
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  deadline: z.string(),
});
type FormValues = z.infer<typeof formSchema>;
const summaryOrder = [coreMessages.requiredFields];

function taskFormDefaults(initial: Partial<FormValues> | undefined, statuses: readonly TaskStatus[]): FormValues {
  return {
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    status: initial?.status ?? statuses[0] ?? 'todo',
    priority: initial?.priority ?? 'medium',
    deadline: initial?.deadline?.slice(0, 10) ?? '',
  };
}

export interface TaskFormProps {
  projectId: number;
  /** Admin lists use todo/in_progress/done; the task edit form open/in-progress/completed (SPEC §4). */
  vocabulary: 'admin' | 'workflow';
  initial?: Partial<FormValues> & { attachments?: Attachment[]; assignedTo?: number[] };
  /** People who can be assigned; omit to hide the choice (the store then keeps or defaults it). */
  assigneeOptions?: { id: number; name: string }[];
  onSave: (draft: TaskDraft) => Promise<void>;
  onCancel: () => void;
  /** Told whether anything differs from what the form started with, so its modal can ask before discarding. */
  onDirtyChange?: (dirty: boolean) => void;
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Create and edit form of a task; a failed save keeps everything typed and chosen. */
export function TaskForm({
  projectId,
  vocabulary,
  initial,
  assigneeOptions,
  onSave,
  onCancel,
  onDirtyChange,
}: TaskFormProps) {
  const statuses: readonly TaskStatus[] = vocabulary === 'admin' ? adminTaskStatuses : workflowTaskStatuses;
  // What the fields started from: a later live reload changes `initial`, not what is being edited.
  const [start] = useState(() => ({ attachments: initial?.attachments ?? [], assignedTo: initial?.assignedTo ?? [] }));
  const [files, setFiles] = useState<TaskFiles>({ attachments: start.attachments, files: [] });
  const [assignedTo, setAssignedTo] = useState<number[]>(start.assignedTo);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const pick = usePendingFileCheck<CheckedTaskFiles>();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema, inGerman),
    shouldFocusError: false,
    defaultValues: taskFormDefaults(initial, statuses),
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = form;
  const dirty =
    isDirty ||
    files.files.length > 0 ||
    !sameItems(files.attachments, start.attachments) ||
    !sameItems(assignedTo, start.assignedTo);
  // Layout effect: the parent knows during the commit, before the browser can deliver the next key (Escape).
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useUnsavedInput(dirty);

  function apply(result: CheckedTaskFiles) {
    setFiles(result.next);
    setFileError(result.error);
  }

  async function submit(values: FormValues) {
    setSaveError(null);
    // A file picked just before saving is still being checked: save it too, or stop at its refusal.
    const picked = await pick.settled();
    if (picked?.error) return;
    const chosen = picked?.next ?? files;
    try {
      await onSave({
        projectId,
        title: values.title,
        description: values.description,
        status: values.status,
        priority: values.priority,
        deadline: values.deadline || null,
        assignedTo: assigneeOptions ? assignedTo : initial?.assignedTo,
        attachments: chosen.attachments,
        files: chosen.files,
      });
    } catch (error) {
      // A refused file is named at the files, where it can be removed; everything typed stays.
      if (error instanceof ValidationError && error.fields.files) return setFileError(error.fields.files);
      setSaveError(saveFailureMessage(error));
    }
  }

  return (
    <FieldForm
      form={form}
      order={summaryOrder}
      notice={saveError && <Alert tone="error">{saveError}</Alert>}
      onSubmit={handleSubmit(submit)}
    >
      <RequiredFieldsNote />
      <FormField field={register('title')} label={t.form.title} required>
        <input type="text" />
      </FormField>
      <FormField field={register('description')} label={t.form.description} required>
        <textarea rows={4} />
      </FormField>
      <div className={styles.row}>
        <FormField field={register('status')} label={t.form.status}>
          <select>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {taskStatusLabel(s, vocabulary === 'admin' ? 'list' : 'dashboard')}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={register('priority')} label={t.form.priority} required>
          <select>
            <LabelledOptions values={taskPrioritySchema.options} labels={taskPriorityLabels} />
          </select>
        </FormField>
        <FormField field={register('deadline')} label={t.form.deadline}>
          <input type="date" {...dateInputBounds} />
        </FormField>
      </div>
      {assigneeOptions && (
        <TaskAssigneesFieldset
          options={assigneeOptions}
          value={assignedTo}
          onChange={setAssignedTo}
          unassignedBefore={!!initial && start.assignedTo.length === 0}
        />
      )}
      <TaskAttachmentsFieldset files={files} error={fileError} onChange={apply} pick={pick} />
      <div className={layout.buttonRow}>
        <Button variant="secondary" onClick={onCancel}>
          {t.form.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : t.form.save}
        </Button>
      </div>
    </FieldForm>
  );
}
