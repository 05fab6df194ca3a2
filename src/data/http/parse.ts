import * as z from 'zod/mini';
import * as messages from '../../domain/core-messages';
import { RepositoryError } from '../errors';
import { unwrap } from './client';

/** Reads an answer's data with a domain schema; an answer of another shape is an API failure, never guessed. */
export function parseData<S extends z.ZodMiniType>(
  schema: S,
  payload: unknown,
  fallback: string = messages.apiFailed,
): z.output<S> {
  const result = schema.safeParse(unwrap(payload));
  if (!result.success) throw new RepositoryError(fallback);
  return result.data;
}

/**
 * Reads a write's answer. One the adapter cannot read (no JSON, or not the entity) leaves open whether the server
 * saved the change: the form keeps its input and says so.
 */
export const answerOf =
  <S extends z.ZodMiniType>(schema: S) =>
  (payload: unknown): z.output<S> =>
    parseData(schema, payload, messages.unreadableAnswer);

/**
 * A list answer (SPEC §7: many reads) read entry by entry: one entry that cannot be read is left out, and the
 * console says which and why, instead of the whole screen failing. An answer that is no list still fails.
 */
export function listOf<S extends z.core.$ZodType>(entry: S, resource: string) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((rows) =>
      rows.flatMap((row, index): z.output<S>[] => {
        const read = z.safeParse(entry, row);
        if (read.success) return [read.data];
        console.warn(
          `${resource}: Eintrag ${index + 1} ausgelassen, Feld ${read.error.issues[0]?.path.join('.')} nicht lesbar`,
        );
        return [];
      }),
    ),
  );
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
