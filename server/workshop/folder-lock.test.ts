// @vitest-environment node
// One server per data folder, also when two start at the same moment on a folder whose lock a crash left behind.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { lockFolder } from './folder-lock';
import { tempFolder } from './testing';

const LOCK = '.server.lock';
let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => (folder = await tempFolder('kiz-lock-')));
afterEach(async () => folder.remove());

/** The id of a process that has exited: what a lock left by a crash names. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  if (child.pid === undefined) throw new Error('no child process');
  return child.pid;
}

const outcome = (lock: Awaited<ReturnType<typeof lockFolder>>) => ('release' in lock ? 'release' : 'heldBy');

test('a lock names its process; a second lock is refused with that process; release frees the folder', async () => {
  const first = await lockFolder(folder.dir);
  expect(await readFile(join(folder.dir, LOCK), 'utf8')).toBe(String(process.pid));
  expect(await lockFolder(folder.dir)).toEqual({ heldBy: process.pid });
  if (!('release' in first)) throw new Error('not locked');
  await first.release();
  expect(outcome(await lockFolder(folder.dir))).toBe('release');
});

test('release leaves a lock that names another process', async () => {
  const lock = await lockFolder(folder.dir);
  if (!('release' in lock)) throw new Error('not locked');
  // Another server took the folder over meanwhile (this one was thought gone): its lock stays.
  await writeFile(join(folder.dir, LOCK), '1');
  await lock.release();
  expect(await readFile(join(folder.dir, LOCK), 'utf8')).toBe('1');
});

test('a stale lock is taken over by exactly one of two starts at the same time', async () => {
  const dead = String(await deadPid());
  for (let round = 0; round < 20; round++) {
    await writeFile(join(folder.dir, LOCK), dead);
    const outcomes = (await Promise.all([lockFolder(folder.dir), lockFolder(folder.dir)])).map(outcome);
    expect(outcomes.sort(), `round ${round}`).toEqual(['heldBy', 'release']);
    expect(await readFile(join(folder.dir, LOCK), 'utf8')).toBe(String(process.pid));
  }
});

/** folder-lock.ts as a plain module a child process can import (it imports only Node's modules). */
async function lockModule(): Promise<string> {
  const source = await readFile(join(import.meta.dirname, 'folder-lock.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const path = join(folder.dir, 'folder-lock.mjs');
  await writeFile(path, outputText);
  return path;
}

/**
 * A server starting in its own process: at `at` (ms since the epoch) it takes the lock, says what it got, and stays
 * until its input closes, so a winner is alive while the other looks at the lock.
 */
function contender(module: string, dir: string, at: number): { said: Promise<string>; exit: () => Promise<void> } {
  const script = `
    const { lockFolder } = await import(${JSON.stringify(module)});
    while (Date.now() < ${at});
    const lock = await lockFolder(${JSON.stringify(dir)});
    console.log('release' in lock ? 'release' : 'heldBy');
    process.stdin.resume();
    process.stdin.on('end', () => process.exit(0));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const said = new Promise<string>((done) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) done(out.trim());
    });
    void exited.then(() => done(out.trim() || 'exited'));
  });
  return {
    said,
    exit: () => {
      child.stdin.end();
      return exited;
    },
  };
}

test('two server processes starting together on a stale lock: one holds it, the other is refused', async () => {
  const module = await lockModule();
  const dead = String(await deadPid());
  for (let round = 0; round < 8; round++) {
    await writeFile(join(folder.dir, LOCK), dead);
    // Both wait for the same moment, well after both have loaded.
    const at = Date.now() + 400;
    const both = [contender(module, folder.dir, at), contender(module, folder.dir, at)];
    const said = await Promise.all(both.map((child) => child.said));
    await Promise.all(both.map((child) => child.exit()));
    expect(said.sort(), `round ${round}`).toEqual(['heldBy', 'release']);
  }
}, 30_000);
