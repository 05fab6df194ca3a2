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

/** Where a form's draft goes: a new record, or the one being edited; both give the saved record back. */
export interface DraftStore<D, R = unknown> {
  create: (draft: D) => Promise<R>;
  update: (id: number, draft: D) => Promise<R>;
}

/**
 * Saves a form's draft as new (`id` null) or over the record, then lets what depends on it catch up
 * (`afterSave`, e.g. the signed-in user's session), says so in the spec's toast, and goes back.
 */
export async function saveDraft<D, R>(
  store: DraftStore<D, R>,
  id: number | null,
  draft: D,
  texts: { created: string; updated: string },
  back: () => void,
  afterSave?: (saved: R) => Promise<void> | void,
) {
  const saved = id === null ? await store.create(draft) : await store.update(id, draft);
  await afterSave?.(saved);
  toast.success(id === null ? texts.created : texts.updated);
  back();
}

export interface ListedRecordEditorProps<T, R extends { id: number }> extends Omit<
  AdminEditorProps<T>,
  'title' | 'notFound' | 'children'
> {
  /** The record edited, or null for a new one. */
  id: number | null;
  texts: { createTitle: string; editTitle: string; notFound: string };
  /** The list in what was read that holds the record. */
  records: (data: T) => readonly R[];
  /** The form, for the record (none when new) and the rest of what was read. */
  children: (record: R | undefined, data: T) => ReactNode;
}

/**
 * The create or edit screen of a record looked up in a list read (there is no read of one record by id): an `id`
 * that is not, or no longer, in the list says `texts.notFound` instead of the form.
 */
export function ListedRecordEditor<T, R extends { id: number }>({
  id,
  texts,
  records,
  children,
  ...editor
}: ListedRecordEditorProps<T, R>) {
  const find = (data: T) => records(data).find((record) => record.id === id);
  return (
    <AdminEditor
      {...editor}
      title={id === null ? texts.createTitle : texts.editTitle}
      notFound={(data) => (id !== null && !find(data) ? texts.notFound : undefined)}
    >
      {(data) => children(find(data), data)}
    </AdminEditor>
  );
}
