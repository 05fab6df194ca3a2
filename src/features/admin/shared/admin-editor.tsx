import type { ReactNode } from 'react';
import { toast } from '../../../stores/toasts';
import type { AdminRead } from './admin-read';
import { LoadFailure } from './load-failure';
import { TabHead } from './tab-head';
import { TabLoading } from './tab-loading';

export interface AdminEditorProps<T> {
  title: string;
  /** What the form needs (the record when editing, choices such as groups). */
  read: AdminRead<T>;
  /** Back to the list: after a save, from 'Zurück', from a failure. */
  onBack: () => void;
  /** Why the record asked for cannot be edited (it is gone), or nothing when it can. */
  notFound?: (data: T) => ReactNode;
  /** The form for what was read. */
  children: (data: T) => ReactNode;
}

/** A tab's create or edit screen: its heading, then a placeholder while loading, a failure, or the form. */
export function AdminEditor<T>({ title, read, onBack, notFound, children }: AdminEditorProps<T>) {
  const missing = read.status === 'ready' ? notFound?.(read.data) : undefined;
  return (
    <>
      <TabHead title={title} />
      {read.status === 'loading' ? (
        <TabLoading />
      ) : read.status === 'error' ? (
        <LoadFailure message={read.message} onBack={onBack} />
      ) : missing ? (
        <LoadFailure message={missing} onBack={onBack} />
      ) : (
        children(read.data)
      )}
    </>
  );
}

/** Where a form's draft goes: a new record, or the one being edited. */
export interface DraftStore<D> {
  create: (draft: D) => Promise<unknown>;
  update: (id: number, draft: D) => Promise<unknown>;
}

/** Saves a form's draft as new (`id` null) or over the record, says so in the spec's toast, then goes back. */
export async function saveDraft<D>(
  store: DraftStore<D>,
  id: number | null,
  draft: D,
  texts: { created: string; updated: string },
  back: () => void,
) {
  if (id === null) await store.create(draft);
  else await store.update(id, draft);
  toast.success(id === null ? texts.created : texts.updated);
  back();
}
