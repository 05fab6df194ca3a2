import * as z from 'zod/mini';
import * as messages from '../../domain/core-messages';
import { RepositoryError } from '../errors';
import { unwrap } from './client';

/** Reads an answer's data with a domain schema; an answer of another shape is an API failure, never guessed. */
export function parseData<S extends z.ZodMiniType>(schema: S, payload: unknown, fallback: string = messages.apiFailed): z.output<S> {
  const result = schema.safeParse(unwrap(payload));
  if (!result.success) throw new RepositoryError(fallback);
  return result.data;
}

export const listOf = <S extends z.ZodMiniType>(schema: S) => z.array(schema);

/** Multipart helpers: scalars as text, arrays as JSON text (SPEC §7), files as file parts. */
export function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value) || (typeof value === 'object' && value !== null)) form.append(key, JSON.stringify(value));
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}

export function appendFiles(form: FormData, key: string, files: { name: string; type: string; blob: Blob }[]): FormData {
  for (const file of files) form.append(key, new File([file.blob], file.name, { type: file.type }));
  return form;
}
