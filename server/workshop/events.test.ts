// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChangedRow, ChangeListener } from './changes';
import { createLiveEvents } from './events';
import { startTestServer, type TestServer } from './testing';

/** A workshop server over a fresh store, stopped when the test ends. */
async function workshopServer(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  onTestFinished(() => server.stop());
  return server;
}

/** Opens a stream and collects what arrives, as text. */
async function openStream(base: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { 'Accept-Encoding': 'gzip', ...headers },
    signal: controller.signal,
  });
  let text = '';
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          waiters.splice(0).forEach((wake) => wake());
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    response,
    get text() {
      return text;
    },
    async waitFor(part: string, ms = 3000): Promise<void> {
      const until = Date.now() + ms;
      while (!text.includes(part)) {
        if (Date.now() > until) throw new Error(`"${part}" not in ${JSON.stringify(text)}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

const comment = (base: string, token: string, content: string) => {
  const form = new FormData();
  form.append('content', content);
  return fetch(`${base}/api/tasks/1/comments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
};

/** The bell's event, for the streams of the people whose notifications changed. */
const notifications = 'event: notifications\ndata: notifications\n\n';

/** Live events over a feed the test writes, with sessions the test keeps, behind a bare HTTP server. */
async function overFeed() {
  let feed: ChangeListener = () => {};
  const sessions = new Map([
    ['token-thomas', 3],
    ['token-nina', 2],
    ['token-anna', 1],
  ]);
  const events = createLiveEvents({
    subscribe: (listener) => {
      feed = listener;
      return () => void (feed = () => {});
    },
    userOf: async (token) => sessions.get(token) ?? null,
  });
  const http = createServer((req, res) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? null;
    void events.serve(req, res, token, req.socket.remoteAddress ?? '');
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  onTestFinished(async () => {
    events.close();
    await new Promise((done) => http.close(done));
  });
  return {
    events,
    sessions,
    write: (rows: ChangedRow[]) => feed(rows),
    open: async (token: string) => {
      const stream = await openStream(base, { Authorization: `Bearer ${token}` });
      onTestFinished(() => stream.close());
      await stream.waitFor(': verbunden');
      return stream;
    },
  };
}

const row = (table: string, after: Record<string, unknown>): ChangedRow => ({ table, key: null, before: null, after });

describe('what each stream hears', () => {
  test('a comment on task 1: every stream hears the comments of task 1, only the notified person the bell', async () => {
    const live = await overFeed();
    const thomas = await live.open('token-thomas');
    const anna = await live.open('token-anna');
    live.write([row('comments', { id: 40, taskId: 1 }), row('notifications', { id: 9, userId: 3 })]);
    await thomas.waitFor(`event: comments\ndata: comments task 1\n\n${notifications}`);
    await anna.waitFor('event: comments\ndata: comments task 1\n\n');
    // One write to each stream: what the first one got, the other had got by then.
    expect(anna.text).not.toContain('notifications');
  });

  test('writes in quick succession become one event per resource, with every part they changed', async () => {
    const live = await overFeed();
    const nina = await live.open('token-nina');
    live.write([row('votes', { pollId: 3, userId: 2 }), row('polls', { id: 3 })]);
    live.write([row('comments', { id: 41, taskId: 2 })]);
    live.write([row('comments', { id: 42, taskId: 7 }), row('sessions', { token: 'token-x', userId: 9 })]);
    await nina.waitFor('data: comments task 7\n\n');
    expect(nina.text).toBe(
      ': verbunden\n\nevent: polls\ndata: polls poll 3\n\nevent: comments\ndata: comments task 2\ndata: comments task 7\n\n',
    );
  });

  test('notifications that name nobody go to everyone; a write of the server’s own tables to no one', async () => {
    const live = await overFeed();
    const nina = await live.open('token-nina');
    live.write([row('meta', { key: 'signInAttempts' }), row('mails', { id: 1 })]);
    live.write([row('notifications', { id: 9 })]);
    await nina.waitFor(notifications);
    expect(nina.text).toBe(`: verbunden\n\n${notifications}`);
  });

  test('a session that ended ends its stream, others stay', async () => {
    const live = await overFeed();
    await live.open('token-thomas');
    await live.open('token-nina');
    expect(live.events.open).toBe(2);
    live.sessions.delete('token-thomas');
    live.write([{ table: 'sessions', key: 'token-thomas', before: { token: 'token-thomas', userId: 3 }, after: null }]);
    await vi.waitFor(() => expect(live.events.open).toBe(1));
  });
});

describe('GET /api/events', () => {
  test('a comment by one person reaches the others as the comments of its task, the bell only those notified', async () => {
    const server = await workshopServer();
    // Task 1 is Nina's and Thomas's; Sabine works in the same project.
    const writer = await server.tokenFor('admin@example.com');
    const thomas = await openStream(server.base, {
      Authorization: `Bearer ${await server.tokenFor('thomas.becker@example.com')}`,
    });
    const sabine = await openStream(server.base, {
      Authorization: `Bearer ${await server.tokenFor('sabine.krueger@example.com')}`,
    });
    expect(thomas.response.status).toBe(200);
    expect(thomas.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(thomas.response.headers.get('cache-control')).toBe('no-cache');
    // Streamed as written, never gzipped (a compressor would hold events back).
    expect(thomas.response.headers.get('content-encoding')).toBeNull();
    await thomas.waitFor(': verbunden');
    await sabine.waitFor(': verbunden');
    expect((await comment(server.base, writer, 'Live im Raum')).status).toBeLessThan(300);
    await thomas.waitFor(`event: comments\ndata: comments task 1\n\n${notifications}`);
    await sabine.waitFor('event: comments\ndata: comments task 1\n\n');
    expect(sabine.text).not.toContain('notifications');
    // Internal tables (sessions, files, mails) are never announced.
    expect(thomas.text).not.toMatch(/event: (sessions|files|mails|meta|credentials)/);
    expect(thomas.text.match(/event: comments/g)).toHaveLength(1);

    // A like: its comment's task, which the like's own row does not carry.
    const liked = await server.db.comments.orderBy('id').last();
    const like = await fetch(`${server.base}/api/comments/${liked?.id ?? 0}/like`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${writer}` },
    });
    expect(like.status).toBeLessThan(300);
    await sabine.waitFor('event: comments\ndata: comments task 1\n\nevent: comments\ndata: comments task 1\n\n');
    thomas.close();
    sabine.close();
  });

  test('401 without a token or with an unknown one; the token never reaches the log', async () => {
    const server = await workshopServer();
    expect((await fetch(`${server.base}/api/events`)).status).toBe(401);
    expect((await fetch(`${server.base}/api/events`, { headers: { Authorization: 'Bearer 1234' } })).status).toBe(401);
    const token = await server.tokenFor('admin@example.com');
    const stream = await openStream(server.base, { Authorization: `Bearer ${token}` });
    await stream.waitFor(': verbunden');
    stream.close();
    await vi.waitFor(() => expect(server.app.events.open).toBe(0));
    await vi.waitFor(() => expect(server.lines.filter((line) => line.startsWith('GET /api/events'))).toHaveLength(3));
    expect(server.lines.join('\n')).not.toContain(token);
  });

  test('a stream does not count against the per-second cap, but streams per address are limited', async () => {
    const server = await workshopServer({ apiRequestsPerSecond: 2, streamsPerDevice: 3 });
    const token = await server.tokenFor('admin@example.com');
    const streams = await Promise.all(
      [1, 2, 3].map(() => openStream(server.base, { Authorization: `Bearer ${token}` })),
    );
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200, 200]);
    expect((await fetch(`${server.base}/api/events`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      429,
    );
    streams[0]?.close();
    await vi.waitFor(() => expect(server.app.events.open).toBe(2));
    const again = await openStream(server.base, { Authorization: `Bearer ${token}` });
    expect(again.response.status).toBe(200);
    for (const stream of [...streams, again]) stream.close();
  });

  test('a heartbeat comment keeps an idle stream busy', async () => {
    const server = await workshopServer({ heartbeatMs: 40 });
    const token = await server.tokenFor('admin@example.com');
    const stream = await openStream(server.base, { Authorization: `Bearer ${token}` });
    await stream.waitFor(': ping\n\n', 2000);
    stream.close();
  });

  test('signing out ends that session’s stream; closing the server ends them all', async () => {
    const server = await workshopServer();
    const token = await server.tokenFor('admin@example.com');
    const keeps = await server.tokenFor('thomas.becker@example.com');
    const ending = await openStream(server.base, { Authorization: `Bearer ${token}` });
    const staying = await openStream(server.base, { Authorization: `Bearer ${keeps}` });
    await ending.waitFor(': verbunden');
    expect(
      (await fetch(`${server.base}/api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }))
        .status,
    ).toBeLessThan(300);
    await vi.waitFor(() => expect(server.app.events.open).toBe(1));
    const started = Date.now();
    await server.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.app.events.open).toBe(0);
    staying.close();
  });
});
