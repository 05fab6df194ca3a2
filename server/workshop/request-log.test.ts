// @vitest-environment node
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { openRequestLog, REQUEST_LOG_FOLDER } from './request-log';
import { tempFolder } from './testing';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => (folder = await tempFolder()));
afterEach(async () => folder.remove());

const logDir = () => join(folder.dir, REQUEST_LOG_FOLDER);
const at = new Date('2026-12-02T09:15:00.000Z');
const clock = () => at;

test('lines go in order to numbered files of a bounded size, readable by the server’s account only; four are kept', async () => {
  const log = await openRequestLog(folder.dir, 160, clock);
  const lines = Array.from({ length: 30 }, (_, i) => `GET /api/tasks/${i} 200 3 ms`);
  for (const line of lines) log.write(line);
  await log.close();
  const files = (await readdir(logDir())).sort();
  expect(files).toEqual(['anfragen-0007.log', 'anfragen-0008.log', 'anfragen-0009.log', 'anfragen-0010.log']);
  const kept = (await Promise.all(files.map((name) => readFile(join(logDir(), name), 'utf8')))).join('');
  // Each line after the time it was written.
  const stamped = lines.map((line) => `2026-12-02T09:15:00.000Z ${line}`);
  expect(kept).toBe(`${stamped.slice(-kept.split('\n').length + 1).join('\n')}\n`);
  for (const name of files) expect((await stat(join(logDir(), name))).mode & 0o777).toBe(0o600);
  expect((await stat(logDir())).mode & 0o777).toBe(0o700);
});

test('a restart goes on in the newest file', async () => {
  const first = await openRequestLog(folder.dir, undefined, clock);
  first.write('vor dem Neustart');
  await first.close();
  const second = await openRequestLog(folder.dir, undefined, clock);
  second.write('nach dem Neustart');
  await second.close();
  expect(await readFile(join(logDir(), 'anfragen-0001.log'), 'utf8')).toBe(
    '2026-12-02T09:15:00.000Z vor dem Neustart\n2026-12-02T09:15:00.000Z nach dem Neustart\n',
  );
});
