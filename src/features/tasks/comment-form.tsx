import { Paperclip } from '../../ui/icons/paperclip';
import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import { COMMENT_MAX_FILES } from '../../domain/comment';
import { commentDraftSchema } from '../../domain/comment-draft';
import type { NewFile } from '../../domain/common-draft';
import { inGerman } from '../../domain/german-zod-errors';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import {
  ChosenAttachment,
  ChosenAttachments,
  FilePickerButton,
  uploadRefusal,
  usePendingFileCheck,
} from './attachment-picker';
import styles from './comments.module.css';
import { commentTexts as t } from './texts';
import { useUnsavedInput } from '../../stores/unsaved-input';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';

/** What a schema of the comment draft (the store's own rules) says first against `value`, or null. */
function refusalBy(schema: z.ZodMiniType, value: unknown): string | null {
  const result = z.safeParse(schema, value, inGerman);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Checks picked files against the comment draft's rules (SPEC §5: 3 files, 2 MB each, images and PDF). */
export function checkCommentFiles(current: NewFile[], picked: File[]): { files: NewFile[]; error: string | null } {
  const files = [...current, ...picked.map((f) => ({ name: f.name, type: f.type, blob: f as Blob }))];
  const error = refusalBy(commentDraftSchema.shape.files, files);
  return error ? { files: current, error } : { files, error: null };
}

/** The screen's limits first, then the store's check of the first bytes, so a refusal shows before sending. */
export async function checkPickedCommentFiles(
  current: NewFile[],
  picked: File[],
): Promise<{ files: NewFile[]; error: string | null }> {
  const result = checkCommentFiles(current, picked);
  if (result.error) return result;
  const refusal = await uploadRefusal(result.files.slice(current.length), 'comment');
  return refusal ? { files: current, error: refusal } : result;
}

/** Text or at least one file; a failed send keeps the text and the files. */
export function CommentForm({ taskId }: { taskId: number }) {
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<NewFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attachFull = files.length >= COMMENT_MAX_FILES || sending;
  const textArea = useRef<HTMLTextAreaElement>(null);
  const pick = usePendingFileCheck<{ files: NewFile[]; error: string | null }>();
  const unsaved = content.trim() !== '' || files.length > 0;
  useUnsavedInput(unsaved);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const form = event.currentTarget;
    let chosen = files;
    const pendingPick = pick.settled();
    if (pendingPick) {
      setSending(true);
      const picked = await pendingPick;
      setSending(false);
      // The refusal shows at the field; sending without the file the visitor meant to attach would drop it unseen.
      if (picked.error) return textArea.current?.focus();
      chosen = picked.files;
    }
    // The store's own rules (comment-draft.ts), checked here too so that an api build answers alike.
    const refusal = refusalBy(commentDraftSchema, { content, files: chosen });
    if (refusal) {
      setError(refusal);
      textArea.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await repository().comments.create(taskId, { content, files: chosen });
      setContent('');
      setFiles([]);
      toast.success(t.sent);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
      // The send button was disabled meanwhile (Chromium drops its focus on <body>): the next comment, or the
      // correction, is typed here. Focus the visitor moved elsewhere stays there.
      const active = document.activeElement;
      if (!active || active === document.body || form.contains(active)) textArea.current?.focus();
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {/* A link in the header or the task's own links would take a half-written comment along. */}
      <UnsavedChangesGuard dirty={unsaved && !sending} question={t.discard} />
      <FormField label={t.newComment} error={error ?? undefined}>
        <textarea
          ref={textArea}
          rows={3}
          value={content}
          placeholder={t.placeholder}
          onChange={(e) => setContent(e.target.value)}
        />
      </FormField>
      {files.length > 0 && (
        <ChosenAttachments>
          {files.map((f, i) => (
            <ChosenAttachment
              key={`${f.name}-${i}`}
              name={f.name}
              bytes={f.blob.size}
              removeLabel={t.remove}
              onRemove={() => setFiles(files.filter((x) => x !== f))}
            />
          ))}
        </ChosenAttachments>
      )}
      <div className={styles.formActions}>
        <FilePickerButton
          accept="image/*,application/pdf,.pdf"
          full={attachFull}
          onPick={(picked) => {
            void pick.track(checkPickedCommentFiles(files, picked)).then((result) => {
              setFiles(result.files);
              setError(result.error);
            });
          }}
        >
          <Paperclip size={16} aria-hidden="true" /> {t.attach} ({files.length}/{COMMENT_MAX_FILES})
        </FilePickerButton>
        <span className={styles.hint}>{t.attachHint}</span>
        <Button type="submit" disabled={sending}>
          {sending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
