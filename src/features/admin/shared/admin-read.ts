import { useState } from 'react';
import { UnauthorizedError } from '../../../data/errors';
import type { Reads } from '../../../data/changes';
import type { Repository } from '../../../data/repository';
import { useRepositoryRead } from '../../../data/use-repository-read';
import { toast } from '../../../stores/toasts';

/** What a tab has read: its data, or the spec's load-failure text to show where the data would be. */
export type AdminRead<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

type ReadData<R> = R extends { status: 'ready'; data: infer D } ? D : never;

/**
 * A tab's read through the repository, kept current after every write (any tab) that changed what it `reads`
 * (the port's resources it shows: a comment re-reads no admin list). A failed read says so once in
 * the spec's toast (`errorText`, e.g. 'Fehler beim Laden der Benutzer') — but not when the session ended: the
 * session handler then sends the visitor to /login, and a load error on top would only mislead.
 * With `keepShown`, a new key (next page, another search or filter) keeps the rows already shown until its own
 * come, so the table and the button in it that has the focus stay.
 */
export function useAdminRead<T>(
  key: readonly unknown[],
  read: (repository: Repository) => Promise<T>,
  errorText: string,
  { reads, keepShown = false }: { reads: Reads; keepShown?: boolean },
): AdminRead<T> {
  const state = useRepositoryRead(key, read, {
    reads,
    onError: (error) => {
      if (!(error instanceof UnauthorizedError)) toast.error(errorText);
    },
  });
  const [shown, setShown] = useState<{ data: T } | null>(null);
  if (keepShown && state.status === 'ready' && shown?.data !== state.data) setShown({ data: state.data });
  if (state.status === 'ready') return state;
  if (keepShown && shown) return { status: 'ready', data: shown.data };
  return state.status === 'error' ? { status: 'error', message: errorText } : state;
}

type NamedReads = Record<string, (repository: Repository) => Promise<unknown>>;

/**
 * Reads of several stores at once, named (e.g. `{ groups: …, users: … }`), as one object of their answers; one
 * failure fails the whole read, with one toast. `shows`: the resources they read, as for useAdminRead.
 */
export function useAdminReads<R extends NamedReads>(
  reads: R,
  errorText: string,
  shows: Reads,
): AdminRead<{ [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  const names = Object.keys(reads);
  return useAdminRead(
    names,
    async (repository) => {
      const answers = await Promise.all(names.map((name) => reads[name]!(repository)));
      return Object.fromEntries(names.map((name, i) => [name, answers[i]])) as {
        [K in keyof R]: Awaited<ReturnType<R[K]>>;
      };
    },
    errorText,
    { reads: shows },
  );
}

/** Several reads as one: the first failure (its text), else loading until every one has come. */
export function readAll<const R extends readonly AdminRead<unknown>[]>(
  ...reads: R
): AdminRead<{ -readonly [K in keyof R]: ReadData<R[K]> }> {
  const failed = reads.find((read) => read.status === 'error');
  if (failed) return failed;
  if (reads.some((read) => read.status === 'loading')) return { status: 'loading' };
  const data = reads.map((read) => (read.status === 'ready' ? read.data : undefined));
  return { status: 'ready', data: data as { -readonly [K in keyof R]: ReadData<R[K]> } };
}

/** A read whose failure leaves `fallback` (e.g. names that only label rows): the toast has said why. */
export function orElse<T>(read: AdminRead<T>, fallback: T): AdminRead<T> {
  return read.status === 'error' ? { status: 'ready', data: fallback } : read;
}

/** The record a form edits (`id`), or null when it creates one: no read then, nothing to fail. */
export function useRecordRead<T>(
  name: string,
  id: number | null,
  get: (repository: Repository, id: number) => Promise<T>,
  errorText: string,
  reads: Reads,
): AdminRead<T | null> {
  return useAdminRead([name, id], (r) => (id === null ? Promise.resolve(null) : get(r, id)), errorText, { reads });
}
