// For the workshop server's tests: a server on a free port over a fresh store in a temporary data folder.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomHex } from '../../src/data/demo/password';
import { createWorkshopApp, type WorkshopAppOptions } from './app';
import { openDataFolder } from './data-folder';
import { loadSaved, saveWhole, startPersistence } from './persistence';
import { openWorkshopDatabase, openWorkshopStore, seedFirstStart } from './state';
import { createUploadFolder } from './uploads';

export async function tempFolder(prefix = 'kiz-workshop-'): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A small stand-in for the api build: index.html, a rendered page, a hashed asset and the revalidated entry files. */
export async function fakeBuild(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), `<!doctype html><title>KIZ</title>${'<p>Inhalt</p>'.repeat(200)}`);
  await writeFile(join(dir, 'login.html'), '<!doctype html><title>KIZ</title><h1>Login</h1>');
  await writeFile(join(dir, '404.html'), '<!doctype html><title>Nicht gefunden</title>');
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"KIZ"}');
  await writeFile(join(dir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  await writeFile(join(dir, 'assets', 'logo-AbC123.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export async function startTestServer(
  options: Partial<Omit<WorkshopAppOptions, 'db' | 'changes' | 'persistence' | 'roots'>> & {
    keep?: number;
    checkpointBytes?: number;
  } = {},
) {
  const folder = await tempFolder();
  const build = join(folder.dir, 'build');
  const extra = join(folder.dir, 'public');
  await fakeBuild(build);
  await mkdir(join(extra, 'images'), { recursive: true });
  await writeFile(join(extra, 'images', 'beispiel.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  const { db, changes } = openWorkshopStore();
  await seedFirstStart(db, 'sample', new Date());
  const data = await openDataFolder(join(folder.dir, 'data'), options.keep ?? 10);
  const uploads = createUploadFolder(data.dir);
  await uploads.prepare();
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const saved = await saveWhole(db, data, uploads, new Date());
  const persistence = await startPersistence({
    db,
    changes,
    folder: data,
    uploads,
    segment: saved.sequence,
    now: () => new Date(),
    log,
    checkpointBytes: options.checkpointBytes,
  });
  const app = await createWorkshopApp({
    db,
    changes,
    persistence,
    roots: [build, extra],
    log,
    fileKey: 'test-file-key',
    ...options,
  });
  await new Promise<void>((done) => app.server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    db,
    data,
    persistence,
    lines,
    /** What a restart would load from the data folder now: a fresh store (close it after use). */
    async reloaded() {
      const fresh = openWorkshopDatabase();
      await loadSaved(fresh, data, createUploadFolder(data.dir), new Date());
      return fresh;
    },
    base,
    build,
    /** Opens a session for this person without hashing a password. */
    async tokenFor(email: string, createdAt = new Date()): Promise<string> {
      const user = await db.users.get({ email });
      if (!user) throw new Error(`no user ${email}`);
      const token = randomHex(32);
      await db.sessions.add({ token, userId: user.id, createdAt: createdAt.toISOString() });
      return token;
    },
    async stop() {
      await app.close();
      db.close();
      await folder.remove();
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A form upload sent in two halves, as over a slow Wi-Fi: the headers and the first half now, the rest on `finish`.
 * `answer` rejects when the server cuts the connection.
 */
export async function halfSentUpload(base: string, path: string, token: string, form: FormData) {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const { hostname, port } = new URL(base);
  const req = request({
    hostname,
    port,
    path,
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
      'Content-Length': String(body.length),
    },
  });
  const answer = new Promise<RawAnswer>((done, fail) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', fail);
    });
    req.on('error', fail);
  });
  // Marked as heard: a cut may come before the test awaits the answer.
  answer.catch(() => {});
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return {
    answer,
    finish(): Promise<RawAnswer> {
      req.end(body.subarray(half));
      return answer;
    },
  };
}
