import { TASK_MAX_ATTACHMENTS } from '../../domain/task-rules';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Link2 } from '../../ui/icons/link-2';
import { Paperclip } from '../../ui/icons/paperclip';
import layout from '../../ui/layout.module.css';
import {
  ChosenAttachment,
  ChosenAttachments,
  FilePickerButton,
  uploadRefusal,
  type PendingFileCheck,
} from './attachment-picker';
import { addFiles, addUrl, type TaskFiles } from './task-files';
import styles from './task-form.module.css';
import { taskTexts as t } from './texts';

export interface TaskAttachmentsFieldsetProps {
  files: TaskFiles;
  /** Why the last files were refused. */
  error: string | null;
  onChange: (result: CheckedTaskFiles) => void;
  /** The check of the last picked files, which the form's save waits for. */
  pick: PendingFileCheck<CheckedTaskFiles>;
}

export interface CheckedTaskFiles {
  next: TaskFiles;
  error: string | null;
}

/** The screen's limits first, then the store's check of the first bytes, so a refusal shows before saving. */
async function checkPickedTaskFiles(files: TaskFiles, picked: File[]): Promise<CheckedTaskFiles> {
  const added = addFiles(files, picked);
  if (added.error) return added;
  const refusal = await uploadRefusal(added.next.files.slice(files.files.length), 'task');
  return refusal ? { next: files, error: refusal } : added;
}

/** The task's attachments (files and links), at most TASK_MAX_ATTACHMENTS. */
export function TaskAttachmentsFieldset({
  files,
  error: fileError,
  onChange: apply,
  pick,
}: TaskAttachmentsFieldsetProps) {
  const count = files.attachments.length + files.files.length;
  const full = count >= TASK_MAX_ATTACHMENTS;

  return (
    <fieldset className={styles.fieldset}>
      <legend>
        {t.form.attachments} ({count}/{TASK_MAX_ATTACHMENTS})
      </legend>
      <p className={styles.hint}>{t.form.attachmentsHint}</p>
      {fileError && <Alert tone="error">{fileError}</Alert>}
      {count > 0 && (
        <ChosenAttachments>
          {files.attachments.map((a) => (
            <ChosenAttachment
              key={String(a.id)}
              name={a.name}
              removeLabel={t.form.remove}
              onRemove={() =>
                apply({ next: { ...files, attachments: files.attachments.filter((x) => x !== a) }, error: null })
              }
            />
          ))}
          {files.files.map((f, i) => (
            <ChosenAttachment
              key={`${f.name}-${i}`}
              name={f.name}
              bytes={f.blob.size}
              removeLabel={t.form.remove}
              onRemove={() => apply({ next: { ...files, files: files.files.filter((x) => x !== f) }, error: null })}
            />
          ))}
        </ChosenAttachments>
      )}
      <div className={layout.cluster}>
        <FilePickerButton
          accept="image/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
          full={full}
          onPick={(picked) => void pick.track(checkPickedTaskFiles(files, picked)).then(apply)}
        >
          <Paperclip size={16} aria-hidden="true" /> {t.form.addFile}
        </FilePickerButton>
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
  );
}
