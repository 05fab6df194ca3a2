// The demo data's export file: one JSON document with every table of the store. Plain data and web-standard
// APIs only (JSON, Blob, atob/btoa), no Dexie and no DOM, so a Node workshop server can read and write the same
// files. Loaded with the export or the import only: it carries the domain schemas.
import * as z from 'zod/mini';
import { safeParse } from 'zod/v4/core';
import { categorySchema } from '../../domain/category';
import { commentAttachmentSchema } from '../../domain/comment';
import { idSchema, isoDateTimeSchema } from '../../domain/common';
import { footerPageSchema } from '../../domain/footer-page';
import { inGerman } from '../../domain/german-zod-errors';
import { heroKeySchema, heroSettingSchema } from '../../domain/hero-setting';
import { notificationSchema } from '../../domain/notification';
import { pollSchema } from '../../domain/poll';
import { productSchema } from '../../domain/product';
import { projectSchema } from '../../domain/project';
import { projectGroupSchema } from '../../domain/project-group';
import { taskSchema } from '../../domain/task';
import { userSchema } from '../../domain/user';
import { whitelistedEmailSchema } from '../../domain/whitelist';
import { DamagedExport, tableLabels, transferMessages } from './transfer-texts';
export { transferMessages };
import { ValidationError } from '../errors';
import type { FileRecord } from './db';
import { STORED_FILE_PREFIX } from './stored-file-url';

/** Names the file as ours; anything else is refused as foreign. */
export const DEMO_EXPORT_FORMAT = 'kiz-demo-export';
/** Raised when the file's layout changes; a file of a higher version is refused (this app cannot read it). */
export const DEMO_EXPORT_VERSION = 1;
/** The demo database's schema version (db.ts `version(n)`) the rows follow; a test keeps the two equal. */
export const DEMO_STORE_SCHEMA_VERSION = 3;

const count = z.number().check(z.int(), z.nonnegative());
const text = z.string();

/**
 * One schema per table, for the rows as the file carries them: the store's records without the index copies
 * (`featuredKey`, `readKey`, `phaseKey`, `deadlineKey`) and a file's bytes as base64. Sessions are not carried
 * (an import signs everyone out), nor the task summaries (the store derives them from the tasks).
 */
const rowSchemas = {
  users: userSchema,
  credentials: z.object({
    userId: idSchema,
    salt: text,
    hash: text,
    iterations: z.number().check(z.int(), z.positive()),
  }),
  groups: projectGroupSchema,
  projects: projectSchema,
  tasks: taskSchema,
  comments: z.object({
    id: idSchema,
    taskId: idSchema,
    content: text,
    createdAt: isoDateTimeSchema,
    createdBy: idSchema,
    attachments: z.array(commentAttachmentSchema),
    parentId: z.nullable(idSchema),
    likeCount: count,
  }),
  likes: z.object({ commentId: idSchema, userId: idSchema }),
  polls: z.omit(pollSchema, { hasVoted: true, userVoteId: true, projectGroups: true }),
  votes: z.object({ pollId: idSchema, userId: idSchema, optionId: idSchema, createdAt: isoDateTimeSchema }),
  products: z.extend(productSchema, { createdAt: isoDateTimeSchema }),
  categories: categorySchema,
  footerPages: footerPageSchema,
  whitelist: z.omit(whitelistedEmailSchema, { projectGroup: true }),
  configurations: z.object({ key: heroKeySchema, value: heroSettingSchema }),
  notifications: notificationSchema,
  reminders: z.object({ taskId: idSchema, userId: idSchema }),
  files: z.object({
    id: idSchema,
    name: text,
    type: text,
    size: count,
    createdAt: isoDateTimeSchema,
    // The export carries `base64`; the workshop server's saved states name a stored file instead (FileBytes).
    blob: z.looseObject({ type: text }),
  }),
  contactMessages: z.object({ id: idSchema, name: text, email: text, message: text, createdAt: isoDateTimeSchema }),
  passwordResets: z.object({ token: text.check(z.minLength(1)), userId: idSchema, createdAt: isoDateTimeSchema }),
  mails: z.object({
    id: idSchema,
    to: text,
    subject: text,
    body: text,
    link: z.nullable(text),
    createdAt: isoDateTimeSchema,
  }),
  meta: z.object({ key: text, value: z.unknown() }),
};

export type TransferTableName = keyof typeof rowSchemas;
type FileRow = Omit<z.infer<typeof rowSchemas.files>, 'blob'> & { blob: { type: string; base64: string } };
type MetaRow = { key: string; value: unknown };

/** The tables an export carries, in the file's order. */
export const transferTables = Object.keys(rowSchemas) as TransferTableName[];

/** Every table's rows as the store hands them over and takes them back: files hold their Blobs. */
export type TransferTables = {
  [K in Exclude<TransferTableName, 'files' | 'meta'>]: z.infer<(typeof rowSchemas)[K]>[];
} & { files: FileRecord[]; meta: MetaRow[] };

/** The file's outer layout. */
export interface DemoExport {
  format: typeof DEMO_EXPORT_FORMAT;
  formatVersion: number;
  schemaVersion: number;
  exportedAt: string;
  tables: Record<TransferTableName, unknown[]>;
}

const refuse = (error: ValidationError): never => {
  throw error;
};
export const damaged = (reason: string): never => refuse(new DamagedExport(reason));

// Writing
/** Chunks keep String.fromCharCode's argument list short for large files. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

async function fileRow({ blob, ...file }: FileRecord): Promise<FileRow> {
  return { ...file, blob: { type: blob.type, base64: toBase64(new Uint8Array(await blob.arrayBuffer())) } };
}

/** The export file's text for these tables. */
export async function writeDemoExport(tables: TransferTables, exportedAt: Date): Promise<string> {
  const files = await Promise.all(tables.files.map(fileRow));
  const file: DemoExport = {
    format: DEMO_EXPORT_FORMAT,
    formatVersion: DEMO_EXPORT_VERSION,
    schemaVersion: DEMO_STORE_SCHEMA_VERSION,
    exportedAt: exportedAt.toISOString(),
    tables: { ...tables, files },
  };
  return JSON.stringify(file);
}

// Reading
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** A file row's bytes from its `blob` entry (`where` names the file for a refusal). */
export type FileBytes = (blob: { type: string } & Record<string, unknown>, where: string) => Uint8Array<ArrayBuffer>;

export const fromBase64: FileBytes = ({ base64 }, where) => {
  if (typeof base64 !== 'string') return damaged(`Der Inhalt von ${where} fehlt.`);
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return damaged(`Der Inhalt von ${where} ist nicht lesbar.`);
  }
};

function rowsOf<K extends TransferTableName>(
  tables: Record<string, unknown>,
  name: K,
): z.infer<(typeof rowSchemas)[K]>[] {
  const rows = tables[name];
  const label = (tableLabels satisfies Record<TransferTableName, string>)[name];
  if (!Array.isArray(rows)) return damaged(`Der Teil „${label}“ fehlt.`);
  const schema: z.ZodMiniType = rowSchemas[name];
  return rows.map((row: unknown, index) => {
    const result = safeParse(schema, row, inGerman);
    if (result.success) return result.data as z.infer<(typeof rowSchemas)[K]>;
    const issue = result.error.issues[0];
    const field = issue?.path.length ? ` (Feld „${issue.path.join('.')}“)` : '';
    return damaged(
      `Eintrag ${index + 1} unter „${label}“ ist ungültig${field}: ${issue?.message ?? 'unbekannter Fehler'}`,
    );
  });
}

type ParsedTables = Omit<TransferTables, 'files'> & { files: z.infer<typeof rowSchemas.files>[] };
const idsOf = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));

function mustReach<Row>(
  what: string,
  rows: readonly Row[],
  target: ReadonlySet<number>,
  idOf: (row: Row) => number,
): void {
  if (rows.some((row) => !target.has(idOf(row))))
    damaged(`${what} verweist auf einen Eintrag, der in der Datei fehlt.`);
}

/** References the store keeps whole on every delete; a file that breaks one was cut or edited. */
function checkReferences(tables: ParsedTables): void {
  mustReach('Ein Zugang', tables.credentials, idsOf(tables.users), (c) => c.userId);
  mustReach('Eine Aufgabe', tables.tasks, idsOf(tables.projects), (t) => t.projectId);
  mustReach('Ein Kommentar', tables.comments, idsOf(tables.tasks), (c) => c.taskId);
  mustReach('Eine Gefällt-mir-Angabe', tables.likes, idsOf(tables.comments), (l) => l.commentId);
  mustReach('Eine Stimme', tables.votes, idsOf(tables.polls), (v) => v.pollId);

  const files = idsOf(tables.files);
  const storedFileUrls = [
    ...tables.products.flatMap((p) => [p.imageUrl, ...p.additionalImages]),
    ...tables.projects.flatMap((p) => [p.imageUrl, ...p.additionalImages]),
    ...tables.tasks.flatMap((t) => t.attachments.map((a) => a.url)),
    ...tables.comments.flatMap((c) => c.attachments.map((a) => a.url)),
    ...tables.configurations.map((c) => c.value.file),
  ].filter((url) => url?.startsWith(STORED_FILE_PREFIX));
  mustReach('Ein Anhang oder Bild', storedFileUrls, files, (url) => Number(url?.slice(STORED_FILE_PREFIX.length)));
}

/**
 * Reads an export file's text into the store's tables, or refuses it with a German message (ValidationError):
 * not ours, not JSON, written by a newer version, or rows that fail the domain schemas or lose their references.
 */
export function readDemoExport(source: string): TransferTables {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return refuse(new ValidationError(transferMessages.notJson));
  }
  return readDemoExportData(parsed);
}

/** readDemoExport for a parsed file; `fileBytes` reads a file row's bytes (the export's base64 by default). */
export function readDemoExportData(parsed: unknown, fileBytes: FileBytes = fromBase64): TransferTables {
  if (!isRecord(parsed) || parsed.format !== DEMO_EXPORT_FORMAT)
    return refuse(new ValidationError(transferMessages.foreign));
  const { formatVersion, schemaVersion, tables } = parsed;
  if (!isVersion(formatVersion) || !isVersion(schemaVersion)) return damaged('Die Versionsangabe fehlt.');
  if (formatVersion > DEMO_EXPORT_VERSION || schemaVersion > DEMO_STORE_SCHEMA_VERSION)
    return refuse(new ValidationError(transferMessages.newer));
  if (!isRecord(tables)) return damaged('Die Tabellen fehlen.');

  const read = Object.fromEntries(transferTables.map((name) => [name, rowsOf(tables, name)])) as ParsedTables;
  checkReferences(read);
  const files = read.files.map(({ blob, ...file }): FileRecord => ({
    ...file,
    blob: new Blob([fileBytes(blob, `„${file.name}“`)], { type: blob.type }),
  }));
  return { ...read, files };
}
