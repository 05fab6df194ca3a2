import { fileNames, type FileNames } from '../file-names';
import type { Repository } from '../../src/data/repository';

/** One route's answer from the store; the façade turns it into JSON, an error into its status. */
export type Handler = (ctx: { repo: Repository; params: string[]; request: Request; url: URL }) => Promise<unknown>;
export type Route = [method: string, pattern: RegExp, handler: Handler];

// The demo store names files 'stored-file:N'; over the wire they are URLs under /api/files/ (file-names.ts), as a
// real server would serve them, and they come back in that form. One façade per process: set by createApiFacade.
let names: FileNames = fileNames('/api/files/', null);
export const setFileNames = (next: FileNames) => (names = next);
export const fileIdOf = (name: string) => names.idOf(name);
const toWire = (text: string) => names.toWire(text);
const fromWire = (text: string) => names.fromWire(text);

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : toWire(JSON.stringify(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export async function body(request: Request): Promise<Record<string, unknown>> {
  const text = fromWire(await request.text());
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export const num = (value: string | undefined) => Number(value);
export const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? fromWire(value) : undefined;
};
export const jsonField = <T>(form: FormData, key: string, fallback: T): T => {
  const value = text(form, key);
  return value ? (JSON.parse(value) as T) : fallback;
};
export const files = (form: FormData, key: string) =>
  form
    .getAll(key)
    .filter((v): v is File => typeof v !== 'string')
    .map((f) => ({ name: f.name, type: f.type, blob: f as Blob }));
export const file = (form: FormData, key: string) => files(form, key)[0] ?? null;
export const bool = (value: string | undefined) => value === 'true';
export const orNull = (value: string | undefined) => (value ? value : null);
