import { useRef, type ReactNode } from 'react';
import type { UploadRule } from '../../domain/attachment-rules';
import type { NewFile } from '../../domain/common-draft';
import { errorMessage } from '../../data/errors';
import { formatBytes } from '../../lib/format';
import { Button } from '../../ui/button';
import { X } from '../../ui/icons/x';
import styles from './attachment-picker.module.css';

/** The list of attachments chosen before saving: ChosenAttachment rows. */
export function ChosenAttachments({ children }: { children: ReactNode }) {
  return <ul className={styles.chosen}>{children}</ul>;
}

/** One chosen attachment in the list before saving: its name (and size, for a file) and a button that removes it. */
export function ChosenAttachment({
  name,
  bytes,
  removeLabel,
  onRemove,
}: {
  name: string;
  /** A file's size; a link has none. */
  bytes?: number;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li>
      {bytes === undefined ? (
        <span>{name}</span>
      ) : (
        <span>
          {name} <small>({formatBytes(bytes)})</small>
        </span>
      )}
      <Button variant="ghost" size="small" aria-label={`${removeLabel}: ${name}`} onClick={onRemove}>
        <X size={16} aria-hidden="true" />
      </Button>
    </li>
  );
}

/** A button that opens the file dialog (a hidden input) for the kinds in `accept`; `full` once the limit is reached. */
export function FilePickerButton({
  accept,
  full,
  onPick,
  children,
}: {
  accept: string;
  full: boolean;
  onPick: (picked: File[]) => void;
  children: ReactNode;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        hidden
        multiple
        accept={accept}
        onChange={(e) => {
          onPick(Array.from(e.target.files ?? []));
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
        {children}
      </Button>
    </>
  );
}

/**
 * Picked files join a form only after an async check (the upload check is loaded, then their first bytes are read).
 * A send in the meantime must not go without them: `settled()` is the last pick's check while it runs (await it and
 * send its files), null otherwise.
 */
export interface PendingFileCheck<Checked> {
  track(check: Promise<Checked>): Promise<Checked>;
  settled(): Promise<Checked> | null;
}

export function usePendingFileCheck<Checked>(): PendingFileCheck<Checked> {
  const pending = useRef<Promise<Checked> | null>(null);
  return {
    track(check) {
      pending.current = check;
      const done = () => {
        if (pending.current === check) pending.current = null;
      };
      check.then(done, done);
      return check;
    },
    settled: () => pending.current,
  };
}

/** Why the store would refuse the picked files by their first bytes, or null; checked before sending, so it shows at once. */
export async function uploadRefusal(files: readonly NewFile[], rule: UploadRule): Promise<string | null> {
  try {
    const { checkUploads } = await import('../../domain/upload-check');
    const verdict = await checkUploads(files, rule);
    return verdict.ok ? null : verdict.message;
  } catch (e) {
    return errorMessage(e);
  }
}
