import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from '../../ui/icons/link-2';
import { Paperclip } from '../../ui/icons/paperclip';
import { X } from '../../ui/icons/x';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Attachment } from '../../domain/attachment';
import { adminTaskStatuses, workflowTaskStatuses } from '../../domain/task-phase';
import { TASK_MAX_ATTACHMENTS, taskPriorityLabels, taskStatusLabel } from '../../domain/task-rules';
import { taskPrioritySchema, taskStatusSchema, type TaskStatus } from '../../domain/task';
import type { TaskDraft } from '../../domain/task-draft';
import { taskDraftSchema } from '../../domain/task-draft';
import { saveFailureMessage, ValidationError } from '../../data/errors';
import { formatBytes } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { RequiredFieldsNote } from '../../ui/required-fields-note';
import styles from './task-form.module.css';
import { addFiles, addUrl, type TaskFiles } from './task-files';
import { taskTexts as t } from './texts';
import { inGerman } from '../../domain/german-zod-errors';
import { useUnsavedInput } from '../../stores/unsaved-input';
import { dateInputBounds } from '../../ui/date-input-bounds';

const formSchema = z.object({
  title: taskDraftSchema.shape.title,
  description: taskDraftSchema.shape.description,
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  deadline: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

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
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema, inGerman),
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      status: initial?.status ?? statuses[0],
      priority: initial?.priority ?? 'medium',
      deadline: initial?.deadline?.slice(0, 10) ?? '',
    },
  });
  const count = files.attachments.length + files.files.length;
  const full = count >= TASK_MAX_ATTACHMENTS;
  const dirty =
    isDirty ||
    files.files.length > 0 ||
    !sameItems(files.attachments, start.attachments) ||
    !sameItems(assignedTo, start.assignedTo);
  // Layout effect: the parent knows during the commit, before the browser can deliver the next key (Escape).
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useUnsavedInput(dirty);

  function apply(result: { next: TaskFiles; error: string | null }) {
    setFiles(result.next);
    setFileError(result.error);
  }

  /** The screen's limits first, then the store's check of the first bytes, so a refusal shows before saving. */
  async function pickFiles(picked: File[]) {
    const added = addFiles(files, picked);
    if (added.error) return apply(added);
    const { checkUploads } = await import('../../domain/upload-check');
    const verdict = await checkUploads(added.next.files.slice(files.files.length), 'task');
    apply(verdict.ok ? added : { next: files, error: verdict.message });
  }

  async function submit(values: FormValues) {
    setSaveError(null);
    try {
      await onSave({
        projectId,
        title: values.title,
        description: values.description,
        status: values.status,
        priority: values.priority,
        deadline: values.deadline || null,
        assignedTo: assigneeOptions ? assignedTo : initial?.assignedTo,
        attachments: files.attachments,
        files: files.files,
      });
    } catch (error) {
      // A refused file is named at the files, where it can be removed; everything typed stays.
      if (error instanceof ValidationError && error.fields.files) return setFileError(error.fields.files);
      setSaveError(saveFailureMessage(error));
    }
  }

  const requiredMessage = errors.title?.message ?? errors.description?.message;
  // The message says why a field is marked: a screen reader hears it with the field.
  const messageId = useId();
  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <div id={messageId}>
        {(saveError || requiredMessage) && <Alert tone="error">{saveError ?? requiredMessage}</Alert>}
      </div>
      <RequiredFieldsNote />
      <FormField label={t.form.title} required invalid={!!errors.title}>
        <input type="text" aria-describedby={errors.title ? messageId : undefined} {...register('title')} />
      </FormField>
      <FormField label={t.form.description} required invalid={!!errors.description}>
        <textarea rows={4} aria-describedby={errors.description ? messageId : undefined} {...register('description')} />
      </FormField>
      <div className={styles.row}>
        <FormField label={t.form.status}>
          <select {...register('status')}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {taskStatusLabel(s, vocabulary === 'admin' ? 'list' : 'dashboard')}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t.form.priority} required>
          <select {...register('priority')}>
            {taskPrioritySchema.options.map((p) => (
              <option key={p} value={p}>
                {taskPriorityLabels[p]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t.form.deadline}>
          <input type="date" {...dateInputBounds} {...register('deadline')} />
        </FormField>
      </div>
      {assigneeOptions && (
        <fieldset className={styles.fieldset}>
          <legend>{t.form.assignees}</legend>
          <p className={styles.hint}>
            {initial && start.assignedTo.length === 0 ? t.form.unassignedHint : t.form.assigneesHint}
          </p>
          <div className={styles.checks}>
            {assigneeOptions.map((u) => (
              <label key={u.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={assignedTo.includes(u.id)}
                  onChange={(e) =>
                    setAssignedTo((ids) => (e.target.checked ? [...ids, u.id] : ids.filter((id) => id !== u.id)))
                  }
                />
                {u.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.fieldset}>
        <legend>
          {t.form.attachments} ({count}/{TASK_MAX_ATTACHMENTS})
        </legend>
        <p className={styles.hint}>{t.form.attachmentsHint}</p>
        {fileError && <Alert tone="error">{fileError}</Alert>}
        {count > 0 && (
          <ul className={styles.files}>
            {files.attachments.map((a) => (
              <li key={String(a.id)}>
                <span>{a.name}</span>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`${t.form.remove}: ${a.name}`}
                  onClick={() =>
                    apply({ next: { ...files, attachments: files.attachments.filter((x) => x !== a) }, error: null })
                  }
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </li>
            ))}
            {files.files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <span>
                  {f.name} <small>({formatBytes(f.blob.size)})</small>
                </span>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`${t.form.remove}: ${f.name}`}
                  onClick={() => apply({ next: { ...files, files: files.files.filter((x) => x !== f) }, error: null })}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.fileButtons}>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept="image/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
            onChange={(e) => {
              void pickFiles(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          {/* Only marked unavailable at the limit: a disabled button would drop the focus of whoever just used it. */}
          <Button
            variant="secondary"
            size="small"
            aria-disabled={full || undefined}
            onClick={() => {
              if (!full) fileInput.current?.click();
            }}
          >
            <Paperclip size={16} aria-hidden="true" /> {t.form.addFile}
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-disabled={full || undefined}
            onClick={() => {
              if (!full) apply(addUrl(files, window.prompt(t.form.urlPrompt)));
            }}
          >
            <Link2 size={16} aria-hidden="true" /> {t.form.addUrl}
          </Button>
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t.form.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : t.form.save}
        </Button>
      </div>
    </form>
  );
}
