// @vitest-environment node
import { readTransferTables } from '../../src/data/demo/transfer';
import { writeDemoExport } from '../../src/data/demo/transfer-format';
import { fileStarts } from '../../src/testing/upload-files';
import { openWorkshopDatabase, readState, seedFirstStart, SESSION_HOURS, stateText } from './state';
import { tempFolder } from './testing';
import { createUploadFolder } from './uploads';

test('a saved state is the export file plus the open sessions, with each upload named by its file', async () => {
  const folder = await tempFolder();
  const uploads = createUploadFolder(folder.dir);
  await uploads.prepare();
  const db = openWorkshopDatabase();
  await seedFirstStart(db, 'sample', new Date());
  const now = new Date('2026-11-26T10:00:00.000Z');
  const addFile = (name: string) =>
    db.files.add({
      name,
      type: 'image/png',
      size: 20,
      blob: new Blob([fileStarts.png], { type: 'image/png' }),
      createdAt: now.toISOString(),
    });
  const first = await addFile('eins.png');
  await addFile('zwei.png');
  await db.sessions.add({ token: 'a'.repeat(64), userId: 1, createdAt: now.toISOString() });
  for (const change of [async () => {}, async () => void (await db.files.delete(first))]) {
    await change();
    const saved = JSON.parse(await stateText(db, now, uploads)) as {
      tables: { files: { blob: { path: string } }[] };
      sessions: unknown;
    };
    const { sessions, ...rest } = saved;
    const exported = JSON.parse(await writeDemoExport(await readTransferTables(db), now)) as typeof rest;
    const withoutBytes = (state: typeof rest) => ({ ...state, tables: { ...state.tables, files: [] } });
    expect(withoutBytes(rest)).toEqual(withoutBytes(exported));
    expect(sessions).toEqual([{ token: 'a'.repeat(64), userId: 1, createdAt: now.toISOString() }]);
    // The bytes are in the upload's file, read back as they were.
    const state = readState(saved, now, uploads);
    expect(new Uint8Array(await (state.tables.files.at(-1)?.blob.arrayBuffer() ?? new ArrayBuffer(0)))).toEqual(
      fileStarts.png,
    );
  }
  db.close();
  await folder.remove();
});

test('reading a state drops sessions that expired or whose person is gone', async () => {
  const folder = await tempFolder();
  const uploads = createUploadFolder(folder.dir);
  await uploads.prepare();
  const db = openWorkshopDatabase();
  await seedFirstStart(db, 'sample', new Date());
  const now = new Date('2026-11-26T10:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  await db.sessions.bulkAdd([
    { token: 'f'.repeat(64), userId: 1, createdAt: hoursAgo(1) },
    { token: 'e'.repeat(64), userId: 1, createdAt: hoursAgo(SESSION_HOURS) },
    { token: 'd'.repeat(64), userId: 999, createdAt: hoursAgo(1) },
  ]);
  const state = readState(JSON.parse(await stateText(db, now, uploads)), now, uploads);
  expect(state.sessions.map((s) => s.token)).toEqual(['f'.repeat(64)]);
  db.close();
  await folder.remove();
});
