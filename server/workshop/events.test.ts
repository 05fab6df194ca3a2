// @vitest-environment node
import { startTestServer, type TestServer } from './testing';

let server: TestServer;
afterEach(async () => server?.stop());

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

describe('GET /api/events', () => {
  test('a write by one person reaches another person’s stream as one event per resource type', async () => {
    server = await startTestServer();
    const other = await server.tokenFor('thomas.becker@example.com');
    const writer = await server.tokenFor('admin@example.com');
    const stream = await openStream(server.base, { Authorization: `Bearer ${other}` });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    // Streamed as written, never gzipped (a compressor would hold events back).
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await stream.waitFor(': verbunden');
    expect((await comment(server.base, writer, 'Live im Raum')).status).toBeLessThan(300);
    await stream.waitFor('event: comments\ndata: comments\n\n');
    // Internal tables (sessions, files, mails) are never announced.
    expect(stream.text).not.toMatch(/event: (sessions|files|mails|meta|credentials)/);
    expect(stream.text.match(/event: comments/g)).toHaveLength(1);
    stream.close();
  });

  test('401 without a token or with an unknown one; the token never reaches the log', async () => {
    server = await startTestServer();
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
    server = await startTestServer({ apiRequestsPerSecond: 2, streamsPerDevice: 3 });
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
    server = await startTestServer({ heartbeatMs: 40 });
    const token = await server.tokenFor('admin@example.com');
    const stream = await openStream(server.base, { Authorization: `Bearer ${token}` });
    await stream.waitFor(': ping\n\n', 2000);
    stream.close();
  });

  test('signing out ends that session’s stream; closing the server ends them all', async () => {
    server = await startTestServer();
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
