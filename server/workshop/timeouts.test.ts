// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { CONNECTIONS_CHECKING_INTERVAL_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './app';
import { startTestServer, type TestServer } from './testing';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/**
 * Sends a request's headers a byte every `everyMs`, never finishing them; answers how long the server took to close
 * the socket and what it wrote before, or the time given up after.
 */
function dripHeaders(port: number, everyMs: number, giveUpMs: number): Promise<{ ms: number; answer: string }> {
  const text = `GET / HTTP/1.1\r\nHost: workshop.local\r\nX-Langsam: ${'a'.repeat(200)}`;
  return new Promise((done, fail) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sent = 0;
    const sendByte = () => {
      const byte = text[sent++];
      if (byte !== undefined && socket.writable) socket.write(byte);
    };
    // The first byte at once: the server's clock for the headers starts with it.
    socket.once('connect', sendByte);
    const drip = setInterval(sendByte, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the socket after its 408; what counts is that it ended the connection.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') fail(error);
    });
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      done({ ms: performance.now() - started, answer: Buffer.concat(chunks).toString() });
    });
  });
}

test('a client that drips its headers is cut soon after the headers timeout', async () => {
  const headersTimeoutMs = 1000;
  server = await startTestServer({ headersTimeoutMs });
  const { port } = server.app.server.address() as AddressInfo;
  // Node's default check every 30 s let such a client hold its socket for up to 30 s longer. The cut comes at the
  // first check after the timeout; the last second is for a busy machine's event loop.
  const { ms, answer } = await dripHeaders(port, 200, headersTimeoutMs + 5000);
  expect(ms).toBeLessThan(headersTimeoutMs + CONNECTIONS_CHECKING_INTERVAL_MS + 1000);
  expect(ms).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
  expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
});

test('the timeouts: headers within 10 s, checked every second; a slow upload keeps its 2 minutes', async () => {
  expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  expect(CONNECTIONS_CHECKING_INTERVAL_MS).toBeLessThanOrEqual(1000);
  expect(REQUEST_TIMEOUT_MS).toBe(120_000);
  server = await startTestServer();
  expect(server.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
  expect(server.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
});
