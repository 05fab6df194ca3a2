// The workshop's data: the demo store in memory (fake-indexeddb), saved as the demo's export format plus the open
// sessions, so a restart signs nobody out. The export file of `--export` is the same text without the sessions.
import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import * as z from 'zod/mini';
import { SEED_VERSION } from '../../seed/version';
import type { SeedData } from '../../seed/types';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import { openDemoDatabase, type DemoDatabase, type FileRecord, type SessionRecord } from '../../src/data/demo/db';
import { hashPassword } from '../../src/data/demo/password';
import { seedIfAbsent, SEED_VERSION_KEY, type SeedSource } from '../../src/data/demo/seed';
import { readTransferTables, replaceWithTransferTables } from '../../src/data/demo/transfer';
import {
  damaged,
  DEMO_EXPORT_FORMAT,
  DEMO_EXPORT_VERSION,
  DEMO_STORE_SCHEMA_VERSION,
  readDemoExport,
  writeDemoExport,
  type DemoExport,
} from '../../src/data/demo/transfer-format';
import { idSchema, isoDateTimeSchema } from '../../src/domain/common';

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

type FileRow = Omit<FileRecord, 'blob'> & { blob: { type: string; base64: string } };

/**
 * Uploads are never changed once stored and their ids never reused, so each is encoded once per store, not on
 * every save (the browser-free encoder of transfer-format.ts would spend about 0.1 s per MB on each one).
 */
const encodedFiles = new WeakMap<DemoDatabase, Map<string, FileRow>>();

async function fileRows(db: DemoDatabase, files: FileRecord[]): Promise<FileRow[]> {
  const cache = encodedFiles.get(db) ?? new Map<string, FileRow>();
  encodedFiles.set(db, cache);
  const keys = new Set<string>();
  const rows = await Promise.all(
    files.map(async ({ blob, ...file }) => {
      const key = `${file.id}:${file.createdAt}:${blob.size}`;
      keys.add(key);
      const cached = cache.get(key);
      if (cached) return cached;
      const row = {
        ...file,
        blob: { type: blob.type, base64: Buffer.from(await blob.arrayBuffer()).toString('base64') },
      };
      cache.set(key, row);
      return row;
    }),
  );
  for (const key of cache.keys()) if (!keys.has(key)) cache.delete(key);
  return rows;
}

/**
 * A saved state: the export file's layout (writeDemoExport's, a test keeps them equal) with the open sessions
 * beside its tables, which an import ignores.
 */
export async function stateText(db: DemoDatabase, now: Date): Promise<string> {
  const [tables, sessions] = await db.transaction(
    'r',
    [...db.tables],
    async () => [await readTransferTables(db), await db.sessions.toArray()] as const,
  );
  const state: DemoExport & { sessions: SessionRecord[] } = {
    format: DEMO_EXPORT_FORMAT,
    formatVersion: DEMO_EXPORT_VERSION,
    schemaVersion: DEMO_STORE_SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    tables: { ...tables, files: await fileRows(db, tables.files) },
    sessions,
  };
  return JSON.stringify(state);
}

/**
 * Reads a saved state or an export file, or refuses it with the German message of the demo's import (a
 * ValidationError): the domain schemas, the references and the seed's stand must all hold.
 */
export function readState(text: string, now: Date) {
  const tables = readDemoExport(text);
  if (typeof tables.meta.find((row) => row.key === SEED_VERSION_KEY)?.value !== 'number')
    damaged('Der Stand der Beispieldaten fehlt.');
  const parsed: unknown = JSON.parse(text);
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
