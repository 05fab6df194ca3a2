import { attachmentTypeOf, isLinkAddress } from '../../domain/attachment-rules';
import type { Attachment } from '../../domain/attachment';
import * as messages from '../../domain/messages';
import { isAllowedTaskFile, TASK_MAX_ATTACHMENTS } from '../../domain/task-rules';
import type { NewFile } from '../../domain/common-draft';

/** Files chosen in the form: kept attachments plus new uploads, checked against SPEC §5's limits. */
export interface TaskFiles {
  attachments: Attachment[];
  files: NewFile[];
}

export function addFiles(current: TaskFiles, picked: File[]): { next: TaskFiles; error: string | null } {
  const allowed = picked.filter((f) => isAllowedTaskFile(f));
  if (allowed.length < picked.length) return { next: current, error: messages.taskFileType };
  if (current.attachments.length + current.files.length + allowed.length > TASK_MAX_ATTACHMENTS) {
    return { next: current, error: messages.tooManyFiles };
  }
  const files = allowed.map((f) => ({ name: f.name, type: f.type, blob: f as Blob }));
  return { next: { ...current, files: [...current.files, ...files] }, error: null };
}

/** The last path segment of a link, readable (a malformed %-sequence stays as typed). */
function nameOfLink(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** An attachment given by URL (SPEC §2: entered via a prompt; an empty URL is ignored). */
export function addUrl(current: TaskFiles, rawUrl: string | null): { next: TaskFiles; error: string | null } {
  const url = rawUrl?.trim();
  if (!url) return { next: current, error: null };
  if (!isLinkAddress(url)) return { next: current, error: messages.invalidLink };
  if (current.attachments.length + current.files.length >= TASK_MAX_ATTACHMENTS)
    return { next: current, error: messages.tooManyFiles };
  const name = nameOfLink(url);
  // No MIME type is known for a URL: the name's extension decides whether the task page previews it.
  const attachment: Attachment = {
    id: `url-${Date.now()}`,
    name,
    type: attachmentTypeOf({ name, type: '' }),
    url,
    size: 0,
    uploadedAt: null,
    uploadedBy: null,
  };
  return { next: { ...current, attachments: [...current.attachments, attachment] }, error: null };
}
