// The workshop's data: the demo store in memory (fake-indexeddb), saved as the demo's export format plus the open
// sessions, so a restart signs nobody out. The export file of `--export` is the same text without the sessions.
import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import * as z from 'zod/mini';
import { SEED_VERSION } from '../../seed/version';
import type { SeedData } from '../../seed/types';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import { openDemoDatabase, type DemoDatabase, type SessionRecord } from '../../src/data/demo/db';
import { hashPassword } from '../../src/data/demo/password';
import { seedIfAbsent, SEED_VERSION_KEY, type SeedSource } from '../../src/data/demo/seed';
import { readTransferTables, replaceWithTransferTables } from '../../src/data/demo/transfer';
import {
  damaged,
  DEMO_EXPORT_FORMAT,
  DEMO_EXPORT_VERSION,
  DEMO_STORE_SCHEMA_VERSION,
  readDemoExportData,
  writeDemoExport,
  fromBase64,
  type DemoExport,
} from '../../src/data/demo/transfer-format';
import { idSchema, isoDateTimeSchema } from '../../src/domain/common';
import { watchChanges, type StoreChanges } from './changes';
import type { KeyPaths } from './journal-fold';
import { UPLOADS_FOLDER, type UploadFolder } from './uploads';

/** The facilitator's account, in the sample data as in an empty start. */
export const ADMIN_EMAIL = 'admin@example.com';
/** How long a sign-in lasts; afterwards the token answers 401 and the app asks to sign in again. */
export const SESSION_HOURS = 12;

/**
 * Each workshop store has its own in-memory IndexedDB and name: two servers in one process (the tests) never share
 * one, nor hear each other's changes.
 */
export function openWorkshopDatabase(): DemoDatabase {
  return openDemoDatabase(`kiz-workshop-${randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
}

/** A store whose committed writes are reported row by row (changes.ts): what the journal and live updates hear. */
export function openWorkshopStore(): { db: DemoDatabase; changes: StoreChanges } {
  const db = openWorkshopDatabase();
  return { db, changes: watchChanges(db) };
}

/** `--empty`: the facilitator's account and the categories; people join through invitations. */
export const emptySeedSource: SeedSource = {
  version: SEED_VERSION,
  async create(now): Promise<SeedData> {
    const seed = await demoSeedSource.create(now);
    const admin = seed.users.find((user) => user.email === ADMIN_EMAIL);
    if (!admin) throw new Error('Die Beispieldaten enthalten kein Konto für die Leitung.');
    return {
      ...seed,
      users: [{ ...admin, projectGroups: [] }],
      groups: [],
      projects: [],
      tasks: [],
      comments: [],
      products: [],
      polls: [],
      footerPages: [],
      whitelist: [],
      notifications: [],
    };
  },
};

export async function seedFirstStart(db: DemoDatabase, kind: 'sample' | 'empty', now: Date): Promise<void> {
  await seedIfAbsent(db, kind === 'sample' ? demoSeedSource : emptySeedSource, now);
}

/** Gives the facilitator's account this password (never the sample data's public one) and ends its sessions. */
export async function setAdminPassword(db: DemoDatabase, password: string): Promise<void> {
  const admin = await db.users.get({ email: ADMIN_EMAIL });
  if (!admin) throw new Error(`Im Datenordner gibt es kein Konto ${ADMIN_EMAIL}.`);
  const hash = await hashPassword(password);
  await db.transaction('rw', [db.credentials, db.sessions], async () => {
    await db.credentials.put({ userId: admin.id, ...hash });
    await db.sessions.where('userId').equals(admin.id).delete();
  });
}

const sessionSchema = z.object({
  token: z.string().check(z.minLength(16)),
  userId: idSchema,
  createdAt: isoDateTimeSchema,
});

export const isExpired = (session: Pick<SessionRecord, 'createdAt'>, now: Date) =>
  now.getTime() - Date.parse(session.createdAt) >= SESSION_HOURS * 3_600_000;

/** The export file's text for the store's current data (what the demo panel imports). */
export async function exportText(db: DemoDatabase, now: Date): Promise<string> {
  return writeDemoExport(await readTransferTables(db), now);
}

/** Each table's primary key path, which the journal's fold finds rows by. */
export function keyPathsOf(db: DemoDatabase): KeyPaths {
  return Object.fromEntries(db.tables.map((table) => [table.name, table.schema.primKey.keyPath ?? '']));
}

/**
 * A saved state: the export file's layout (writeDemoExport's, a test keeps them equal) with the open sessions
 * beside its tables, which an import ignores, and each upload named by its file in `dateien/` (written now when it
 * has none yet) instead of carried as base64.
 */
export async function stateText(db: DemoDatabase, now: Date, uploads: UploadFolder): Promise<string> {
  const [tables, sessions] = await db.transaction(
    'r',
    [...db.tables],
    async () => [await readTransferTables(db), await db.sessions.toArray()] as const,
  );
  const files = tables.files.map(({ blob, ...file }) => ({ ...file, ...uploads.store(file.id, blob) }));
  await Promise.all(files.map((file) => file.written()));
  await uploads.syncNames();
  const state: Omit<DemoExport, 'tables'> & { tables: object; sessions: SessionRecord[] } = {
    format: DEMO_EXPORT_FORMAT,
    formatVersion: DEMO_EXPORT_VERSION,
    schemaVersion: DEMO_STORE_SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    tables: { ...tables, files: files.map(({ stored, written: _written, ...file }) => ({ ...file, blob: stored })) },
    sessions,
  };
  return JSON.stringify(state);
}

/**
 * Reads a saved state or an export file (parsed), or refuses it with the German message of the demo's import (a
 * ValidationError): the domain schemas, the references and the seed's stand must all hold. A file row's bytes are
 * its base64 (an export, a state of an earlier version) or its file in `dateien/`.
 */
export function readState(parsed: unknown, now: Date, uploads?: UploadFolder) {
  const tables = readDemoExportData(parsed, (blob, where) => {
    if (typeof blob.path !== 'string') return fromBase64(blob, where);
    if (!uploads) return damaged(`${where} liegt nicht in der Datei.`);
    try {
      return uploads.read(blob.path);
    } catch {
      return damaged(`Die Datei ${where} fehlt im Ordner „${UPLOADS_FOLDER}“.`);
    }
  });
  if (typeof tables.meta.find((row) => row.key === SEED_VERSION_KEY)?.value !== 'number')
    damaged('Der Stand der Beispieldaten fehlt.');
  const raw = typeof parsed === 'object' && parsed !== null && 'sessions' in parsed ? parsed.sessions : [];
  const sessions = z.safeParse(z.array(sessionSchema), raw);
  if (!sessions.success) return damaged('Die Anmeldungen sind nicht lesbar.');
  const users = new Set(tables.users.map((user) => user.id));
  return { tables, sessions: sessions.data.filter((session) => users.has(session.userId) && !isExpired(session, now)) };
}

export async function loadState(db: DemoDatabase, state: ReturnType<typeof readState>): Promise<void> {
  await replaceWithTransferTables(db, state.tables);
  await db.sessions.bulkAdd(state.sessions);
}
