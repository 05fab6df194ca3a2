// @vitest-environment node
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSaver, openSnapshotFolder } from './snapshots';
import { tempFolder } from './testing';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(async () => folder.remove());

test('keeps the newest N states, in the order they were saved, also across restarts and a clock set back', async () => {
  let clock = new Date('2026-11-26T10:00:00.000Z');
  const first = await openSnapshotFolder(folder.dir, 3, () => clock);
  for (let i = 1; i <= 4; i++) await first.write(`{"n":${i}}`);
  clock = new Date('2026-11-26T09:00:00.000Z');
  const again = await openSnapshotFolder(folder.dir, 3, () => clock);
  await again.write('{"n":5}');
  const names = await again.list();
  expect(names).toHaveLength(3);
  expect(await Promise.all(names.map((name) => readFile(join(folder.dir, name), 'utf8')))).toEqual([
    '{"n":3}',
    '{"n":4}',
    '{"n":5}',
  ]);
  expect((await again.newest())?.text).toBe('{"n":5}');
  expect(names.at(-1)).toMatch(/^stand-000000005-2026-11-26T09-00-00-000Z\.json$/);
});

test('leaves no temporary files behind, and removes those a crash left', async () => {
  await writeFile(join(folder.dir, '.schreibt-stand-000000001-x.json'), '{"halb');
  const snapshots = await openSnapshotFolder(folder.dir, 10);
  await snapshots.removeLeftovers();
  await snapshots.write('{}');
  expect((await readdir(folder.dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  expect(await snapshots.newest()).toEqual({ file: expect.stringMatching(/^stand-000000001-/), text: '{}' });
});

test('a failed write leaves the saved states and no half-written file', async () => {
  const snapshots = await openSnapshotFolder(folder.dir, 10);
  await snapshots.write('{"alt":true}');
  // A text that cannot be encoded stands in for a full disk: the write fails after the file was opened.
  await expect(
    snapshots.write({
      toString: () => {
        throw new Error('voll');
      },
    } as unknown as string),
  ).rejects.toThrow();
  expect(await readdir(folder.dir)).toEqual([expect.stringMatching(/^stand-000000001-/)]);
  expect((await snapshots.newest())?.text).toBe('{"alt":true}');
});

test('an empty folder has no newest state', async () => {
  expect(await (await openSnapshotFolder(join(folder.dir, 'neu'), 10)).newest()).toBeNull();
});

test('a flush waits for a save that starts after it; flushes during a save share the next one', async () => {
  const started: number[] = [];
  let release: () => void = () => {};
  let version = 0;
  const saver = createSaver(() => {
    started.push(version);
    return new Promise<void>((done) => {
      release = done;
    });
  });
  version = 1;
  const a = saver.flush();
  version = 2;
  const b = saver.flush();
  const c = saver.flush();
  expect(started).toEqual([1]);
  let bDone = false;
  void b.then(() => {
    bDone = true;
  });
  release();
  await a;
  await Promise.resolve();
  // b and c came while the first save ran: they wait for the second, which read version 2.
  expect(bDone).toBe(false);
  expect(started).toEqual([1, 2]);
  release();
  await Promise.all([b, c]);
  expect(saver.saves).toBe(2);
});

test('a failed save fails its waiters; the next flush saves again', async () => {
  let fail = true;
  const saver = createSaver(async () => {
    if (fail) throw new Error('Datenträger voll');
  });
  await expect(saver.flush()).rejects.toThrow('Datenträger voll');
  fail = false;
  await expect(saver.flush()).resolves.toBeUndefined();
});
