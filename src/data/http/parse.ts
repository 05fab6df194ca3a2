import * as messages from '../../domain/core-messages';
import { RepositoryError } from '../errors';
import { unwrap } from './client';
import type { Reader } from './read-plan';

/** Reads an answer's data with a reader; an answer of another shape is an API failure, never guessed. */
export function parseData<T>(read: Reader<T>, payload: unknown, fallback: string = messages.apiFailed): T {
  const result = read(unwrap(payload));
  if (!result.ok) throw new RepositoryError(fallback);
  return result.value;
}

/**
 * Reads a write's answer. One the adapter cannot read (no JSON, or not the entity) leaves open whether the server
 * saved the change: the form keeps its input and says so.
 */
export const answerOf =
  <T>(read: Reader<T>) =>
  (payload: unknown): T =>
    parseData(read, payload, messages.unreadableAnswer);

/**
 * A list answer (SPEC §7: many reads) read entry by entry: one entry that cannot be read is left out, and the
 * console says which and why, instead of the whole screen failing. An answer that is no list still fails.
 */
export function listOf<T>(entry: Reader<T>, resource: string): Reader<T[]> {
  return (rows) => {
    if (!Array.isArray(rows)) return { ok: false };
    const value = rows.flatMap((row: unknown, index): T[] => {
      const read = entry(row);
      if (read.ok) return [read.value];
      const what = read.field === undefined ? '' : `Feld ${read.field} `;
      console.warn(`${resource}: Eintrag ${index + 1} ausgelassen, ${what}nicht lesbar`);
      return [];
    });
    return { ok: true, value };
  };
}

/** Multipart helpers: scalars as text, arrays as JSON text (SPEC §7), files as file parts. */
export function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value);
    // Arrays and objects are objects too; null is sent as empty text.
    else if (value !== undefined)
      form.append(key, typeof value === 'object' && value ? JSON.stringify(value) : String(value ?? ''));
  }
  return form;
}

export function appendFiles(
  form: FormData,
  key: string,
  files: { name: string; type: string; blob: Blob }[],
): FormData {
  for (const file of files) form.append(key, new File([file.blob], file.name, { type: file.type }));
  return form;
}
