// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { alerts, folderBytes, LOW_DISK_BYTES, watchRoomStatus } from './room-status';
import { createStatusLine, statusText } from './status-line';
import { tempFolder } from './testing';

test('the status line says who is connected, how busy the room is, when it last saved and how much it holds', () => {
  const savedAt = new Date(2026, 11, 2, 14, 5, 9);
  expect(
    statusText({ people: 38, requestsPerMinute: 5100, lastSavedAt: savedAt, dataBytes: 157.3 * 1024 * 1024 }),
  ).toBe('Verbunden: 38 · Anfragen pro Minute: 5100 · zuletzt gespeichert: 14:05:09 · Daten: 157,3 MB');
  expect(statusText({ people: 0, requestsPerMinute: 0, lastSavedAt: null, dataBytes: 0 })).toBe(
    'Verbunden: 0 · Anfragen pro Minute: 0 · zuletzt gespeichert: – · Daten: 0 MB',
  );
});

test('the status line is rewritten in place; a printed line goes above it and the status is drawn again below', () => {
  let written = '';
  const line = createStatusLine({ write: (text: string) => (written += text) });
  line.show('Verbunden: 1');
  line.show('Verbunden: 2');
  line.print('Speichern fehlgeschlagen: Datenträger voll');
  line.end();
  expect(written).toBe(
    '\r\x1b[2KVerbunden: 1\r\x1b[2KVerbunden: 2\r\x1b[2KSpeichern fehlgeschlagen: Datenträger voll\nVerbunden: 2\r\x1b[2KVerbunden: 2\n',
  );
});

test('the room’s figures come from the server: people, requests per minute, the last save and the folder’s size', async () => {
  const folder = await tempFolder();
  await mkdir(join(folder.dir, 'dateien'));
  await writeFile(join(folder.dir, 'stand.json'), 'x'.repeat(1000));
  await writeFile(join(folder.dir, 'dateien', 'foto'), 'y'.repeat(24));
  expect(await folderBytes(folder.dir)).toBe(1024);
  let requests = 0;
  const shown: string[] = [];
  const stop = watchRoomStatus({
    people: () => 3,
    requests: () => (requests += 10),
    lastSavedAt: () => null,
    dataDir: folder.dir,
    show: (text) => shown.push(text),
    alert: () => {},
    everyMs: 30,
  });
  await vi.waitFor(() =>
    expect(shown.at(-1)).toMatch(/^Verbunden: 3 · Anfragen pro Minute: 20000 · .* · Daten: 0 MB$/),
  );
  stop();
  await folder.remove();
});

test('what the facilitator must act on gets a line of its own: a disk running full (once), an overloaded server', async () => {
  const folder = await tempFolder();
  const alerted: string[] = [];
  let free = 5 * LOW_DISK_BYTES;
  const stop = watchRoomStatus({
    people: () => 0,
    requests: () => 0,
    lastSavedAt: () => null,
    dataDir: folder.dir,
    show: () => {},
    alert: (line) => alerted.push(line),
    everyMs: 20,
    measureEveryMs: 20,
    overloadMs: 300,
    freeBytes: async () => free,
  });
  free = 300 * 1024 * 1024;
  const lowDisk = () => alerted.filter((line) => line === alerts.lowDisk(free));
  await vi.waitFor(() => expect(lowDisk()).toHaveLength(1));
  expect(alerts.lowDisk(free)).toBe(
    'Achtung: Auf dem Datenträger der Daten sind nur noch 300 MB frei. Bitte Platz schaffen (Papierkorb, Downloads leeren), bevor das Speichern fehlschlägt.',
  );
  const held = performance.now();
  while (performance.now() - held < 500); // the event loop held, as by an overloaded laptop
  const overloaded = () =>
    alerted.filter((line) => /^Achtung: Der Server ist überlastet \(\d+ ms Verzögerung\)\./.test(line));
  await vi.waitFor(() => expect(overloaded()).toHaveLength(1));
  // Told once a minute at most, and the disk once while it stays low.
  await new Promise((done) => setTimeout(done, 100));
  expect([lowDisk().length, overloaded().length]).toEqual([1, 1]);
  stop();
  await folder.remove();
});
