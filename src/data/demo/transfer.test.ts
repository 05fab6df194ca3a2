// @vitest-environment node
// Node's own Blob: jsdom's Blob does not survive fake-indexeddb's structured clone (tasks-comments.test.ts).
import { P } from '../../../seed/projects';
import { ADMIN_EMAIL, MEMBER_EMAIL, createTestRepository, type TestContext } from '../../testing/demo-context';
import { fileStarts } from '../../testing/upload-files';
import { UnauthorizedError, ValidationError } from '../errors';
import type { Repository } from '../repository';
import { demoTables, openDemoDatabase } from './db';
import {
  DEMO_EXPORT_FORMAT,
  DEMO_EXPORT_VERSION,
  DEMO_STORE_SCHEMA_VERSION,
  transferMessages,
  transferTables,
} from './transfer-format';

let ctx: TestContext;
let repo: Repository;

beforeEach(async () => {
  ({ ctx, repo } = await createTestRepository());
});

const png = () => new Blob([fileStarts.png], { type: 'image/png' });
const demo = () => repo.demo!;

/** Every table's rows; a Blob as its type and bytes, so two stores compare by content. */
async function everything(except: string[] = []) {
  const entries = await Promise.all(
    ctx.db.tables
      .filter((t) => !except.includes(t.name))
      .map(async (table) => {
        const rows = await table.toArray();
        const plain = await Promise.all(
          rows.map(async (row: Record<string, unknown>) => {
            const blob = row.blob;
            return blob instanceof Blob
              ? { ...row, blob: { type: blob.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] } }
              : row;
          }),
        );
        return [table.name, plain] as const;
      }),
  );
  return Object.fromEntries(entries);
}

async function exportedText(): Promise<string> {
  return (await demo().exportData()).text();
}

async function exported(): Promise<{ [key: string]: unknown; tables: Record<string, Record<string, unknown>[]> }> {
  return JSON.parse(await exportedText());
}

const asFile = (content: unknown) =>
  new Blob([typeof content === 'string' ? content : JSON.stringify(content)], { type: 'application/json' });

async function refusal(file: Blob): Promise<unknown> {
  return demo()
    .importData(file)
    .then(
      () => null,
      (error: unknown) => error,
    );
}

/** A member comments with an image, an admin sets a hero image; a visitor writes and asks for a reset link. */
async function workshopChanges() {
  await ctx.signInAs(MEMBER_EMAIL);
  await repo.comments.create(2, {
    content: 'Skizze vom Workshop',
    files: [{ name: 'Skizze.png', type: 'image/png', blob: png() }],
  });
  await ctx.signInAs(ADMIN_EMAIL);
  await repo.configurations.save('hero', {
    opacity: 0.4,
    imageDescription: 'Gruppenfoto',
    file: { name: 'Foto.png', type: 'image/png', blob: png() },
  });
  await repo.tasks.create({
    projectId: P.dienstplan,
    title: 'Ergebnisse sichern',
    description: 'Export auf den zweiten Laptop',
  });
  ctx.signOut();
  await repo.contact.send({ name: 'Erika Muster', email: 'erika@example.com', message: 'Danke für den Workshop!' });
  await repo.passwordReset.request(MEMBER_EMAIL);
}

test('an export, a reset and its import give back every table as it was, uploaded files included', async () => {
  await workshopChanges();
  const before = await everything(['sessions']);
  expect(before.files).toHaveLength(2);
  for (const table of ['contactMessages', 'mails', 'passwordResets', 'likes', 'votes', 'reminders', 'taskSummaries'])
    expect(before[table]).not.toHaveLength(0);
  const file = await demo().exportData();
  expect(file.type).toBe('application/json');

  await demo().reset();
  expect(await everything(['sessions'])).not.toEqual(before);
  await demo().importData(file);

  expect(await everything(['sessions'])).toEqual(before);
  expect(await ctx.db.sessions.count()).toBe(0);
});

test('the file names its format, its version, the store’s schema version and the export date, and carries bytes as base64', async () => {
  await workshopChanges();
  const file = await exported();
  expect(file).toMatchObject({
    format: DEMO_EXPORT_FORMAT,
    formatVersion: DEMO_EXPORT_VERSION,
    schemaVersion: DEMO_STORE_SCHEMA_VERSION,
    exportedAt: ctx.now().toISOString(),
  });
  expect(Object.keys(file.tables)).toEqual(transferTables);
  const stored = file.tables.files?.[0];
  expect(stored).toMatchObject({
    name: 'Skizze.png',
    type: 'image/png',
    size: fileStarts.png.length,
    blob: { type: 'image/png', base64: Buffer.from(fileStarts.png).toString('base64') },
  });
  // The store's index copies stay out of the file.
  expect(file.tables.tasks?.[0]).not.toHaveProperty('phaseKey');
  expect(file.tables.products?.[0]).not.toHaveProperty('featuredKey');
});

test('the format follows the store: its schema version and every table but the sessions and the derived summaries', () => {
  expect(openDemoDatabase('kiz-transfer-version').verno).toBe(DEMO_STORE_SCHEMA_VERSION);
  expect([...transferTables, 'sessions', 'taskSummaries'].sort()).toEqual([...demoTables].sort());
});

test('an import signs everyone out', async () => {
  const file = await demo().exportData();
  await ctx.signInAs(MEMBER_EMAIL);
  await demo().importData(file);
  await expect(repo.auth.currentUser()).rejects.toBeInstanceOf(UnauthorizedError);
});

const damagedFiles: [string, (text: string) => Promise<Blob> | Blob, string | RegExp][] = [
  ['a foreign JSON file', () => asFile({ name: 'Einkaufsliste', items: ['Kaffee'] }), transferMessages.foreign],
  ['a JSON array', () => asFile([1, 2, 3]), transferMessages.foreign],
  ['a cut-off file', (text) => asFile(text.slice(0, text.length / 2)), transferMessages.notJson],
  ['an empty file', () => asFile(''), transferMessages.notJson],
  [
    'a file of a newer format version',
    (text) => asFile({ ...JSON.parse(text), formatVersion: DEMO_EXPORT_VERSION + 1 }),
    transferMessages.newer,
  ],
  [
    'a file of a newer store schema',
    (text) => asFile({ ...JSON.parse(text), schemaVersion: DEMO_STORE_SCHEMA_VERSION + 1 }),
    transferMessages.newer,
  ],
  [
    'a task with an unknown status',
    (text) => {
      const file = JSON.parse(text);
      file.tables.tasks[2].status = 'vielleicht';
      return asFile(file);
    },
    /^Die Datei ist beschädigt: Eintrag 3 unter „Aufgaben“ ist ungültig \(Feld „status“\): Bitte wählen Sie einen der angebotenen Werte aus\. Die Demodaten wurden nicht verändert\./,
  ],
  [
    'a file without its users',
    (text) => {
      const file = JSON.parse(text);
      delete file.tables.users;
      return asFile(file);
    },
    /^Die Datei ist beschädigt: Der Teil „Personen“ fehlt\./,
  ],
  [
    'a comment whose task is missing',
    (text) => {
      const file = JSON.parse(text);
      file.tables.tasks = file.tables.tasks.filter((task: { id: number }) => task.id !== 2);
      return asFile(file);
    },
    /^Die Datei ist beschädigt: Ein Kommentar verweist auf einen Eintrag, der in der Datei fehlt\./,
  ],
  [
    'an attachment whose file is missing',
    (text) => {
      const file = JSON.parse(text);
      file.tables.files = [];
      return asFile(file);
    },
    /^Die Datei ist beschädigt: Ein Anhang oder Bild verweist auf einen Eintrag, der in der Datei fehlt\./,
  ],
  [
    'a file whose bytes are not base64',
    (text) => {
      const file = JSON.parse(text);
      file.tables.files[0].blob.base64 = '%%%';
      return asFile(file);
    },
    /^Die Datei ist beschädigt: Der Inhalt von „Skizze\.png“ ist nicht lesbar\./,
  ],
  [
    'two users with one e-mail address',
    (text) => {
      const file = JSON.parse(text);
      file.tables.users.push({ ...file.tables.users[0], id: 999 });
      return asFile(file);
    },
    /^Die Datei ist beschädigt: Sie enthält Einträge doppelt/,
  ],
  [
    'a file without the sample data’s version',
    (text) => {
      const file = JSON.parse(text);
      file.tables.meta = [];
      return asFile(file);
    },
    /^Die Datei ist beschädigt: Der Stand der Beispieldaten fehlt\./,
  ],
];

for (const [name, make, message] of damagedFiles) {
  test(`${name} is refused with a German message and the store keeps what it had`, async () => {
    await workshopChanges();
    const file = await make(await exportedText());
    await ctx.signInAs(MEMBER_EMAIL);
    const before = await everything();
    const error = await refusal(file);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(message);
    expect(await everything()).toEqual(before);
    // The session runs on.
    await expect(repo.auth.currentUser()).resolves.toMatchObject({ email: MEMBER_EMAIL });
  });
}
