// @vitest-environment node
// The promise of the workshop server, tested on the built server as a process: a write that got a 2xx answer is
// on disk with its uploads, even when the process is killed (kill -9) in the middle of a burst of writes, while a
// checkpoint is being written, or right after an upload was answered.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { fakeBuild, halfSentUpload, tempFolder } from './testing';

const PORT = 4913;
const PASSWORD = 'absturz-test-pw';
const BURST = 120;
const out = resolve('node_modules/.cache/kiz-workshop-crash-test');
const base = `http://127.0.0.1:${PORT}`;

let folder: Awaited<ReturnType<typeof tempFolder>>;
let child: ChildProcess | null = null;

beforeAll(async () => {
  // Inside the project, so the bundle finds node_modules as the real one does.
  await build({ configFile: resolve('server/vite.config.ts'), logLevel: 'silent', build: { outDir: out } });
  folder = await tempFolder();
  await fakeBuild(join(folder.dir, 'build'));
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await folder?.remove();
});

function startServer(env: Record<string, string>, ...args: string[]): Promise<ChildProcess> {
  return startServerOn(join(folder.dir, 'daten'), env, ...args);
}

function startServerOn(data: string, env: Record<string, string>, ...args: string[]): Promise<ChildProcess> {
  const started = spawn(
    process.execPath,
    [join(out, 'workshop.js'), '--data', data, '--port', String(PORT), '--max-requests', '10000', ...args],
    {
      env: { ...process.env, ...env, KIZ_WORKSHOP_BUILD: join(folder.dir, 'build') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = started;
  return new Promise((done, fail) => {
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Workshop-Server läuft')) done(started);
    };
    started.stdout?.on('data', listen);
    started.stderr?.on('data', listen);
    started.once('exit', (code) => fail(new Error(`server exited (${code}): ${output}`)));
  });
}

const exited = (process: ChildProcess) => new Promise((done) => process.once('exit', done));

async function signIn(): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** A photo-like upload: JPEG's first bytes, then bytes that tell the comment and the file apart. */
function photo(comment: number, file: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(150_000 + comment * 7 + file);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  for (let i = 4; i < bytes.length; i++) bytes[i] = (i * 13 + comment * 7 + file) & 255;
  return bytes;
}

function commentWrite(token: string, content: string, photos: Uint8Array<ArrayBuffer>[]) {
  const form = new FormData();
  form.append('content', content);
  photos.forEach((bytes, i) =>
    form.append('attachments[]', new Blob([bytes], { type: 'image/jpeg' }), `foto-${i}.jpg`),
  );
  return fetch(`${base}/api/tasks/1/comments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Every comment of task 1 after the restart, with each attachment's bytes as the server serves them. */
async function storedComments(token: string) {
  const answer = await fetch(`${base}/api/tasks/1/comments`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  const comments = ((await answer.json()) as { data: { content: string; attachments: { url: string }[] }[] }).data;
  return Promise.all(
    comments.map(async (comment) => ({
      content: comment.content,
      files: await Promise.all(
        comment.attachments.map(async ({ url }) => {
          const file = await fetch(new URL(url, base), { headers: { Authorization: `Bearer ${token}` } });
          return file.ok ? new Uint8Array(await file.arrayBuffer()) : null;
        }),
      ),
    })),
  );
}

test('every write answered with 2xx, its photos included, survives kill -9 in a burst and during a checkpoint', async () => {
  const dataDir = join(folder.dir, 'daten');
  // Checkpoints every few writes: the kill comes while one is being written.
  const first = await startServer({ KIZ_CHECKPOINT_BYTES: '4096' }, '--sample', '--admin-password', PASSWORD);
  const firstExit = exited(first);
  const token = await signIn();

  const acknowledged = new Map<string, Uint8Array<ArrayBuffer>[]>();
  let killed = false;
  // A checkpoint begins with a new journal segment, then folds the old ones in a worker: kill it there.
  const watcher = watch(dataDir, (change, name) => {
    // 'rename' with the file there: a segment was created (appends are 'change', a pruned one is gone).
    const created = change === 'rename' && name?.startsWith('aenderungen-') && existsSync(join(dataDir, name));
    if (killed || acknowledged.size < 20 || !created) return;
    killed = true;
    first.kill('SIGKILL');
  });
  // Eight writers at a time: answers, journal flushes and checkpoints interleave as in a busy room.
  let next = 0;
  const writer = async () => {
    while (next < BURST && !killed) {
      const i = next++;
      const content = `Absturztest ${i}`;
      const photos = i % 3 === 0 ? [photo(i, 0), photo(i, 1), photo(i, 2)] : [];
      try {
        const answer = await commentWrite(token, content, photos);
        if (answer.ok && !killed) acknowledged.set(content, photos);
      } catch {
        // Cut off by the kill: never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  watcher.close();
  if (!killed) first.kill('SIGKILL');
  await firstExit;
  expect(killed).toBe(true);
  // The checkpoint was cut off: its new segment is there, the state that would cover the old one is not.
  const names = await readdir(dataDir);
  const newestState =
    names
      .filter((name) => name.startsWith('stand-'))
      .sort()
      .at(-1) ?? '';
  const segmentsAfter = names.filter(
    (name) => name.startsWith('aenderungen-') && name.slice(12, 21) >= newestState.slice(6, 15),
  );
  expect(segmentsAfter.length).toBeGreaterThanOrEqual(2);
  expect(acknowledged.size).toBeGreaterThanOrEqual(20);
  expect(acknowledged.size).toBeLessThan(BURST);

  const second = await startServer({});
  // The sign-in was saved too: the same token still works after the restart.
  const stored = await storedComments(token);
  const byContent = new Map(stored.map((comment) => [comment.content, comment.files]));
  for (const [content, photos] of acknowledged) {
    expect(byContent.get(content), content).toEqual(photos);
  }
  // Nothing is half there: every comment the restart shows has all of its files, whole.
  for (const comment of stored) expect(comment.files.every((file) => file !== null)).toBe(true);

  // Right after an upload's answer: the photo is on disk, not only its comment.
  const upload = [photo(999, 0)];
  // The first try may meet a kept-alive connection to the killed server; it never reached the new one.
  const answer = await commentWrite(token, 'Gleich danach', upload).catch(() =>
    commentWrite(token, 'Gleich danach', upload),
  );
  expect(answer.status).toBe(200);
  const secondExit = exited(second);
  second.kill('SIGKILL');
  await secondExit;

  const third = await startServer({});
  expect(new Map((await storedComments(token)).map((c) => [c.content, c.files])).get('Gleich danach')).toEqual(upload);
  const thirdExit = exited(third);
  third.kill('SIGTERM');
  await thirdExit;
}, 90_000);

test('a stop (SIGTERM) answers the upload under way, saves it in a last saved state and exits with 0', async () => {
  const dataDir = join(folder.dir, 'beenden');
  const first = await startServerOn(dataDir, {}, '--sample', '--admin-password', PASSWORD);
  const output: string[] = [];
  first.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const firstExit = new Promise<number | null>((done) => first.once('exit', done));
  const token = await signIn();
  const upload = [photo(500, 0)];
  const form = new FormData();
  form.append('content', 'Beim Beenden hochgeladen');
  form.append('attachments[]', new Blob(upload, { type: 'image/jpeg' }), 'foto-0.jpg');
  const under = await halfSentUpload(base, '/api/tasks/1/comments', token, form);
  // Time for the server to take the request's headers: then it is under way.
  await new Promise((done) => setTimeout(done, 500));
  first.kill('SIGTERM');
  await vi.waitFor(() => expect(output.join('')).toContain('Workshop-Server wird beendet'), { timeout: 5000 });
  await expect(fetch(`${base}/index.html`)).rejects.toThrow();
  expect((await under.finish()).status).toBe(200);
  expect(await firstExit).toBe(0);

  // The last saved state holds the upload; no journal is left to replay.
  const names = await readdir(dataDir);
  const newest =
    names
      .filter((name) => name.startsWith('stand-'))
      .sort()
      .at(-1) ?? '';
  expect(await readFile(join(dataDir, newest), 'utf8')).toContain('Beim Beenden hochgeladen');
  const journal = names.filter((name) => name.startsWith('aenderungen-') && name.slice(12, 21) >= newest.slice(6, 15));
  for (const segment of journal) expect(await readFile(join(dataDir, segment), 'utf8')).toBe('');

  const second = await startServerOn(dataDir, {});
  const stored = new Map((await storedComments(token)).map((comment) => [comment.content, comment.files]));
  expect(stored.get('Beim Beenden hochgeladen')).toEqual(upload);
  const secondExit = new Promise<number | null>((done) => second.once('exit', done));
  second.kill('SIGTERM');
  expect(await secondExit).toBe(0);
}, 60_000);
