// @vitest-environment node
// The promise of the workshop server, tested on the built server as a process: a write that got a 2xx answer is
// on disk, even when the process is killed (kill -9) in the middle of a burst of writes.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { fakeBuild, tempFolder } from './testing';

const PORT = 4913;
const PASSWORD = 'absturz-test-pw';
const BURST = 200;
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

function startServer(...args: string[]): Promise<ChildProcess> {
  const started = spawn(
    process.execPath,
    [
      join(out, 'workshop.js'),
      '--data',
      join(folder.dir, 'daten'),
      '--port',
      String(PORT),
      '--max-requests',
      '10000',
      ...args,
    ],
    {
      env: { ...process.env, KIZ_WORKSHOP_BUILD: join(folder.dir, 'build') },
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

test('every write answered with 2xx survives kill -9 in the middle of a burst', async () => {
  const first = await startServer('--sample', '--admin-password', PASSWORD);
  const firstExit = exited(first);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };

  const acknowledged: string[] = [];
  let killed = false;
  const writes = Array.from({ length: BURST }, async (_, i) => {
    const content = `Absturztest ${i}`;
    const form = new FormData();
    form.append('content', content);
    try {
      const answer = await fetch(`${base}/api/tasks/1/comments`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      if (answer.ok && !killed) acknowledged.push(content);
      // Kill once part of the burst is answered: the rest is under way, in the store or being saved.
      if (acknowledged.length >= 40 && !killed) {
        killed = true;
        first.kill('SIGKILL');
      }
    } catch {
      // Cut off by the kill: never acknowledged.
    }
  });
  await Promise.all(writes);
  await firstExit;
  expect(killed).toBe(true);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  expect(acknowledged.length).toBeLessThan(BURST);

  const second = await startServer();
  // The sign-in was saved too: the same token still works after the restart.
  const comments = await fetch(`${base}/api/tasks/1/comments`, { headers: { Authorization: `Bearer ${token}` } });
  expect(comments.status).toBe(200);
  const stored = new Set(
    ((await comments.json()) as { data: { content: string }[] }).data.map((comment) => comment.content),
  );
  expect(acknowledged.filter((content) => !stored.has(content))).toEqual([]);
  const secondExit = exited(second);
  second.kill('SIGTERM');
  await secondExit;
}, 60_000);
