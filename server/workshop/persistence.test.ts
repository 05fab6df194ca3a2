// @vitest-environment node
// What is acknowledged is on disk, and a write costs what it changed (persistence.ts, journal.ts, uploads.ts).
import { appendFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileStarts } from '../../src/testing/upload-files';
import { segmentName } from './data-folder';
import { UPLOADS_FOLDER } from './uploads';
import { halfSentUpload, startTestServer, type TestServer } from './testing';

let server: TestServer;
afterEach(async () => server?.stop());

/** A JPEG-looking photo of `bytes` length: the store checks the first bytes. */
function photo(bytes: number, seed: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes);
  out.set(fileStarts.jpeg);
  for (let i = fileStarts.jpeg.length; i < bytes; i++) out[i] = (i * 31 + seed) & 255;
  return out;
}

function commentForm(content: string, photos: Uint8Array<ArrayBuffer>[] = []) {
  const form = new FormData();
  form.append('content', content);
  photos.forEach((bytes, i) =>
    form.append('attachments[]', new Blob([bytes], { type: 'image/jpeg' }), `foto-${i}.jpg`),
  );
  return form;
}

const post = (path: string, token: string, body: FormData | string) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
  });

async function contentsAfterRestart(): Promise<string[]> {
  const fresh = await server.reloaded();
  const contents = (await fresh.comments.toArray()).map((comment) => comment.content);
  fresh.close();
  return contents;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}

describe('the journal', () => {
  test('a write is answered only once it is on disk, the session with it', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    expect((await post('/api/tasks/1/comments', token, commentForm('Steht schon auf der Platte'))).status).toBe(200);
    const fresh = await server.reloaded();
    expect((await fresh.comments.toArray()).map((c) => c.content)).toContain('Steht schon auf der Platte');
    // A restart signs nobody out.
    expect(await fresh.sessions.get(token)).toBeDefined();
    fresh.close();
  });

  test('writes at the same time share flushes, and every one of them is on disk', async () => {
    server = await startTestServer({ apiRequestsPerSecond: 1000 });
    const token = await server.tokenFor('admin@example.com');
    const before = server.persistence.batches;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post('/api/tasks/1/comments', token, commentForm(`Gleichzeitig ${i}`))),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(server.persistence.batches - before).toBeLessThan(30);
    const contents = await contentsAfterRestart();
    for (let i = 0; i < 30; i++) expect(contents).toContain(`Gleichzeitig ${i}`);
  });

  test('a request that changed nothing waits for no flush: a 404, a logout without a session, a refused write', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('nutzer@example.com');
    let flushes = 0;
    const flush = server.persistence.flush.bind(server.persistence);
    server.persistence.flush = () => {
      flushes++;
      return flush();
    };
    expect((await post('/api/gibt-es-nicht', token, '{}')).status).toBe(404);
    expect((await fetch(`${server.base}/api/logout`, { method: 'POST' })).status).toBeLessThan(500);
    expect((await post('/api/tasks/1/comments', token, commentForm(''))).status).toBe(400);
    expect(flushes).toBe(0);
  });

  test('a read waits for no flush but its own: writes of other requests while it runs do not hold its answer', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('nutzer@example.com');
    let release = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const flush = server.persistence.flush.bind(server.persistence);
    server.persistence.flush = async () => {
      await gate;
      return flush();
    };
    let writing = true;
    const writer = (async () => {
      while (writing) await server.db.meta.put({ key: 'nebenbei', value: Date.now() });
    })();
    try {
      const read = await fetch(`${server.base}/api/tasks`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(3000),
      });
      expect(read.status).toBe(200);
    } finally {
      writing = false;
      await writer;
      release();
    }
  });

  test('a read that writes (a deadline reminder) is on disk before its answer', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    const form = new FormData();
    const fields = { projectId: '1', title: 'Bald fällig', description: 'Morgen', priority: 'high', status: 'todo' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('assignedTo[]', '1');
    form.append('deadline', new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10));
    const created = await post('/api/tasks', token, form);
    expect(created.status).toBe(200);
    const { data: task } = (await created.json()) as { data: { id: number } };
    const read = await fetch(`${server.base}/api/notifications`, { headers: { Authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    const fresh = await server.reloaded();
    expect(await fresh.reminders.toArray()).toContainEqual({ taskId: task.id, userId: 1 });
    fresh.close();
  });
});

describe('uploads', () => {
  test('are written once as files of their own; a text comment then costs the same with 20 MB stored', async () => {
    server = await startTestServer({ apiRequestsPerSecond: 1000 });
    const token = await server.tokenFor('admin@example.com');
    const segment = () => join(server.data.dir, segmentName(server.persistence.segment));
    const textCost = async (content: string) => {
      const before = (await stat(segment())).size;
      expect((await post('/api/tasks/1/comments', token, commentForm(content))).status).toBe(200);
      return (await stat(segment())).size - before;
    };
    const onSample = await textCost('Auf den Beispieldaten');
    const photos = Array.from({ length: 9 }, (_, i) => photo(2 * 2 ** 20 - 1000 - i, i));
    for (let i = 0; i < 9; i += 3)
      expect(
        (await post('/api/tasks/1/comments', token, commentForm(`Fotos ${i}`, photos.slice(i, i + 3)))).status,
      ).toBe(200);
    const withPhotos = await textCost('Mit 18 MB Fotos');
    // The journal line of a text comment (the comment and its notifications), whatever is stored beside it.
    expect(withPhotos).toBeLessThan(onSample * 1.5);

    const uploads = join(server.data.dir, UPLOADS_FOLDER);
    const files = await readdir(uploads);
    expect(files).toHaveLength(9);
    const written = await Promise.all(files.map(async (file) => (await stat(join(uploads, file))).mtimeMs));
    // A checkpoint and further writes never rewrite an upload, and no saved state carries its bytes.
    await server.persistence.checkpoint();
    await textCost('Nach dem Sicherungsstand');
    expect(await Promise.all(files.map(async (file) => (await stat(join(uploads, file))).mtimeMs))).toEqual(written);
    const uploaded = photos.reduce((sum, bytes) => sum + bytes.length, 0);
    const states = (await readdir(server.data.dir)).filter((name) => name.startsWith('stand-'));
    const newestState = (await stat(join(server.data.dir, states.at(-1) ?? ''))).size;
    expect(await folderBytes(server.data.dir)).toBeLessThan(1.3 * (uploaded + newestState));

    const fresh = await server.reloaded();
    const stored = await fresh.files.toArray();
    const bySize = (a: number, b: number) => a - b;
    expect(stored.map((file) => file.size).sort(bySize)).toEqual(photos.map((bytes) => bytes.length).sort(bySize));
    const fifth = stored.find((file) => file.size === photos[4]?.length);
    expect(new Uint8Array(await (fifth?.blob.arrayBuffer() ?? new ArrayBuffer(0)))).toEqual(photos[4]);
    fresh.close();
  }, 30_000);
});

test.runIf(process.platform !== 'win32')(
  'saved states, journal and uploads (tokens, hashes, photos) are readable by the server account only',
  async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    const form = commentForm('Mit Foto', [photo(1000, 1)]);
    expect((await post('/api/tasks/1/comments', token, form)).status).toBe(200);
    await server.persistence.checkpoint();
    const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
    expect(await modeOf(server.data.dir)).toBe(0o700);
    expect(await modeOf(join(server.data.dir, UPLOADS_FOLDER))).toBe(0o700);
    const files = [
      ...(await readdir(server.data.dir)).filter((name) => /^(stand-|aenderungen-)/.test(name)),
      ...(await readdir(join(server.data.dir, UPLOADS_FOLDER))).map((name) => join(UPLOADS_FOLDER, name)),
    ];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) expect(await modeOf(join(server.data.dir, file)), file).toBe(0o600);
  },
);

describe('checkpoints and recovery', () => {
  test('a grown journal is folded into a new saved state in the background; older segments go', async () => {
    server = await startTestServer({ apiRequestsPerSecond: 1000, checkpointBytes: 4096 });
    const token = await server.tokenFor('admin@example.com');
    for (let i = 0; i < 12; i++)
      expect((await post('/api/tasks/1/comments', token, commentForm(`Eintrag ${i}: ${'x'.repeat(400)}`))).status).toBe(
        200,
      );
    await server.persistence.checkpoint();
    expect(server.persistence.checkpoints).toBeGreaterThan(0);
    const segments = (await readdir(server.data.dir)).filter((name) => name.startsWith('aenderungen-'));
    expect(segments).toEqual([segmentName(server.persistence.segment)]);
    const contents = await contentsAfterRestart();
    for (let i = 0; i < 12; i++) expect(contents).toContain(`Eintrag ${i}: ${'x'.repeat(400)}`);
  });

  test('a torn last record is ignored; a damaged one before acknowledged records refuses the start', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    expect((await post('/api/tasks/1/comments', token, commentForm('Bestätigt'))).status).toBe(200);
    expect((await post('/api/tasks/1/comments', token, commentForm('Danach bestätigt'))).status).toBe(200);
    const segment = join(server.data.dir, segmentName(server.persistence.segment));
    await appendFile(segment, '0badc0de [["comments","99",{"id":99');
    expect(await contentsAfterRestart()).toEqual(expect.arrayContaining(['Bestätigt', 'Danach bestätigt']));

    const text = await readFile(segment, 'utf8');
    // Not the tail: acknowledged records follow it, so it is damage, not a write cut short.
    await writeFile(segment, text.replace('"Bestätigt"', '"Verändert"'));
    await expect(server.reloaded()).rejects.toThrow(/beschädigt/);
  });

  test('going back: the newest state moved away alone is refused, with the journal too the older state loads', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    await server.persistence.checkpoint();
    expect((await post('/api/tasks/1/comments', token, commentForm('Nach dem zweiten Stand'))).status).toBe(200);
    const states = (await readdir(server.data.dir)).filter((name) => name.startsWith('stand-')).sort();
    expect(states.length).toBeGreaterThanOrEqual(2);
    await rm(join(server.data.dir, states.at(-1) ?? ''));
    await expect(server.reloaded()).rejects.toThrow(/lückenlos/);
    for (const name of await readdir(server.data.dir))
      if (name.startsWith('aenderungen-')) await rm(join(server.data.dir, name));
    expect(await contentsAfterRestart()).not.toContain('Nach dem zweiten Stand');
  });
});

describe('a stop', () => {
  /** The saved states and journal segments after a stop: the newest state and what the journal holds after it. */
  async function savedAfterStop() {
    const newest = await server.data.newest();
    if (!newest) throw new Error('no saved state');
    const segments = (await server.data.segments()).filter((n) => n >= newest.sequence);
    const journalled = await Promise.all(
      segments.map(async (n) => (await stat(join(server.data.dir, segmentName(n)))).size),
    );
    return { state: newest.text, journalled: journalled.reduce((sum, size) => sum + size, 0) };
  }

  test('lets an upload under way finish with 200, takes no new connection, and saves it in a last saved state', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    expect((await post('/api/tasks/1/comments', token, commentForm('Vor dem Beenden'))).status).toBe(200);
    const arrived = new Promise((done) => server.app.server.once('request', done));
    const upload = await halfSentUpload(
      server.base,
      '/api/tasks/1/comments',
      token,
      commentForm('Beim Beenden hochgeladen', [photo(200_000, 7)]),
    );
    await arrived;
    const stopped = server.app.close();
    // The port is closed at once: a new connection is refused.
    await expect(fetch(`${server.base}/index.html`)).rejects.toThrow();
    const answer = await upload.finish();
    expect(answer.status).toBe(200);
    // The connection goes with the answer: kept alive, it would take another request.
    expect(answer.headers.connection).toBe('close');
    await stopped;
    // The journal is folded into a last saved state: the next start reads that state and replays nothing.
    const saved = await savedAfterStop();
    expect(saved.journalled).toBe(0);
    expect(saved.state).toContain('Vor dem Beenden');
    expect(saved.state).toContain('Beim Beenden hochgeladen');
    expect(server.persistence.checkpoints).toBe(1);
    expect(await contentsAfterRestart()).toEqual(
      expect.arrayContaining(['Vor dem Beenden', 'Beim Beenden hochgeladen']),
    );
  });

  test('cuts a request still under way after the wait, says so once, and saves what was answered', async () => {
    server = await startTestServer({ stopGraceMs: 300 });
    const token = await server.tokenFor('admin@example.com');
    expect((await post('/api/tasks/1/comments', token, commentForm('Bestätigt vor dem Beenden'))).status).toBe(200);
    const arrived = new Promise((done) => server.app.server.once('request', done));
    const stalled = await halfSentUpload(server.base, '/api/tasks/1/comments', token, commentForm('Nie fertig'));
    await arrived;
    const started = performance.now();
    await server.app.close();
    expect(performance.now() - started).toBeLessThan(3000);
    await expect(stalled.answer).rejects.toThrow();
    expect(server.lines).toContain('Eine Anfrage lief nach 0.3 s noch und wurde abgebrochen.');
    expect(server.lines.filter((line) => line.includes('Fehler'))).toEqual([]);
    const saved = await savedAfterStop();
    expect(saved.journalled).toBe(0);
    expect(saved.state).toContain('Bestätigt vor dem Beenden');
    expect(saved.state).not.toContain('Nie fertig');
  });

  test('a request whose headers were still arriving is refused with 503, to come again', async () => {
    server = await startTestServer();
    const { hostname, port } = new URL(server.base);
    const socket = connect(Number(port), hostname);
    await new Promise((done) => socket.once('connect', done));
    socket.write('GET /api/categories/public/active HTTP/1.1\r\nHost: kiz\r\n');
    await new Promise((done) => setTimeout(done, 100));
    const stopped = server.app.close();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((done) => socket.once('close', done));
    socket.write('\r\n');
    await ended;
    await stopped;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('Der Workshop-Server wird gerade beendet.');
  });

  test('without a write since the start there is nothing to fold', async () => {
    server = await startTestServer();
    await server.app.close();
    expect(server.persistence.checkpoints).toBe(0);
    expect((await savedAfterStop()).journalled).toBe(0);
  });
});
