import { fileNames, type FileNames } from '../file-names';
import type { Repository } from '../../src/data/repository';
import { RepositoryError } from '../../src/data/errors';
import { intakeMessages, type Intake } from './intake';

/** One route's answer from the store; the façade turns it into JSON, an error into its status. */
export type Handler = (ctx: { repo: Repository; params: string[]; request: Request; url: URL }) => Promise<unknown>;
/** A read; or a write with what it takes in (intake.ts), which the workshop server checks before reading the body. */
export type Route =
  | [method: 'GET', pattern: RegExp, handler: Handler]
  | [method: 'POST' | 'PUT' | 'DELETE', pattern: RegExp, handler: Handler, intake: Intake];

// The demo store names files 'stored-file:N'; over the wire they are URLs under /api/files/ (file-names.ts), as a
// real server would serve them, and they come back in that form. Only the fields that hold a file's reference are
// named so, in both directions: a comment or title that mentions 'stored-file:1' or a file's URL stays as typed,
// and tells nobody a file's name. One façade per process: set by createApiFacade.
let names: FileNames = fileNames('/api/files/', null);
export const setFileNames = (next: FileNames) => (names = next);
export const fileIdOf = (name: string) => names.idOf(name);

/** Attachments (id, url), pictures of products and projects, the start page's picture, avatars. */
const FILE_FIELDS = new Set(['id', 'url', 'imageUrl', 'file', 'avatar']);
/** Lists of pictures, as read models and as the product and project forms name them. */
const FILE_LISTS = new Set(['additionalImages', 'additionalImageUrls']);

function renameFiles(key: string, value: unknown, rename: (name: string) => string): unknown {
  if (typeof value === 'string') return FILE_FIELDS.has(key) ? rename(value) : value;
  if (FILE_LISTS.has(key) && Array.isArray(value))
    return value.map((item: unknown) => (typeof item === 'string' ? rename(item) : item));
  return value;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(
    body === undefined ? null : JSON.stringify(body, (key, value: unknown) => renameFiles(key, value, names.toWire)),
    { status, headers: { 'Content-Type': 'application/json', ...headers } },
  );

/** A body that is not what its route takes: 400 with what was wrong. */
const badRequest = (message: string) => new RepositoryError(message);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => renameFiles(key, value, names.fromWire));
  } catch {
    throw badRequest(intakeMessages.notJson);
  }
}

export async function body(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest(intakeMessages.notJson);
  return parsed as Record<string, unknown>;
}

/** A write's multipart form; anything else (JSON, a missing or wrong boundary) is refused with 400. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest(intakeMessages.notForm);
  }
}

export const num = (value: string | undefined) => Number(value);
export const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? (renameFiles(key, value, names.fromWire) as string) : undefined;
};
export const jsonField = <T>(form: FormData, key: string, fallback: T): T => {
  const value = form.get(key);
  if (typeof value !== 'string' || !value) return fallback;
  // The list of pictures is named by its field, its items are not: rename them under the field's key.
  return renameFiles(key, parseJson(value), names.fromWire) as T;
};
export const files = (form: FormData, key: string) =>
  form
    .getAll(key)
    .filter((v): v is File => typeof v !== 'string')
    .map((f) => ({ name: f.name, type: f.type, blob: f as Blob }));
export const file = (form: FormData, key: string) => files(form, key)[0] ?? null;
export const bool = (value: string | undefined) => value === 'true';
export const orNull = (value: string | undefined) => (value ? value : null);
