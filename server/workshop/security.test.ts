// @vitest-environment node
// A hostile device in the room: each attack as a device on the Wi-Fi would send it, with loopback addresses
// (127.0.0.x, all of which reach the server on Linux) standing in for the room's devices.
import { request } from 'node:http';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileStarts } from '../../src/testing/upload-files';
import { invalidLink } from '../../src/domain/messages';
import { intakeMessages } from '../facade/intake';
import { settleAdminPassword } from './admin-password';
import { parseWorkshopOptions } from './options';
import { startTestServer, type TestServer } from './testing';
import { UPLOADS_FOLDER } from './uploads';

// Sign-ins hash with PBKDF2 at 600,000 iterations (~0.3 s each).
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
afterEach(async () => server?.stop());

interface Answer {
  status: number;
  body: { success?: boolean; message?: string; token?: string; data?: unknown };
  text: string;
}

/**
 * One device of the room: requests leave from its own address. `announce` sends a Content-Length without the
 * body behind it; the answer must come all the same, as the server refuses before it reads. `chunked` sends the
 * body without announcing its length.
 */
function device(address: string) {
  return (
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string | Buffer; announce?: number; chunked?: true } = {},
  ): Promise<Answer> => {
    const { hostname, port } = new URL(server.base);
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers = { ...options.headers };
    if (options.announce !== undefined) headers['Content-Length'] = String(options.announce);
    else if (body && !options.chunked) headers['Content-Length'] = String(body.length);
    return new Promise((done, fail) => {
      const req = request({ hostname, port, path, method, headers, localAddress: address }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          done({ status: res.statusCode ?? 0, text, body: text ? (JSON.parse(text) as Answer['body']) : {} });
        });
      });
      // The server may close while the rest of an announced body is still on its way: that is the point.
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : fail(error)));
      if (body) req.write(body);
      if (options.announce === undefined) req.end();
    });
  };
}

const json = (value: unknown, token?: string) => ({
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(value),
});
const signIn = (from: ReturnType<typeof device>, email: string, password: string) =>
  from('POST', '/api/login', json({ email, password }));

/** A multipart body as a browser sends it. */
function multipart(boundary: string, parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const chunks = parts.flatMap(({ name, value, filename }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

describe('1 · the facilitator cannot be locked out from another device', () => {
  test('five wrong passwords from one device make that device wait; the right one from any other gets in', async () => {
    server = await startTestServer();
    const attacker = device('127.0.0.66');
    for (let i = 0; i < 4; i++) expect((await signIn(attacker, 'admin@example.com', `rate-${i}`)).status).toBe(401);
    expect((await signIn(attacker, 'admin@example.com', 'rate-5')).status).toBe(429);
    expect((await signIn(attacker, 'admin@example.com', 'admin1234')).status).toBe(429);

    const facilitator = await signIn(device('127.0.0.2'), 'admin@example.com', 'admin1234');
    expect(facilitator.status).toBe(200);
    expect(facilitator.body.token).toEqual(expect.any(String));
  });

  test('the facilitator’s --admin-password clears every wait on the account', async () => {
    server = await startTestServer();
    const attacker = device('127.0.0.66');
    for (let i = 0; i < 5; i++) await signIn(attacker, 'admin@example.com', `rate-${i}`);
    await settleAdminPassword(server.db, parseWorkshopOptions(['--admin-password', 'Leitung-2026']), false);
    expect((await signIn(attacker, 'admin@example.com', 'Leitung-2026')).status).toBe(200);
  });

  test('a device that guesses across addresses waits after ten failures; the others go on', async () => {
    server = await startTestServer();
    const attacker = device('127.0.0.66');
    const addresses = Array.from({ length: 10 }, (_, i) => `person${i}@example.com`);
    const answers = await Promise.all(addresses.map((email) => signIn(attacker, email, 'falsch123')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    const waiting = await signIn(attacker, 'thomas.becker@example.com', 'demo1234');
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toBe(
      'Zu viele fehlgeschlagene Anmeldungen von diesem Gerät. Bitte warten Sie 10 Minuten und versuchen Sie es dann erneut.',
    );
    expect((await signIn(device('127.0.0.3'), 'thomas.becker@example.com', 'demo1234')).status).toBe(200);
  });
});

describe('2 · requests that change nothing cost no save', () => {
  test('unknown paths, logouts without a session and refused writes append nothing to the journal', async () => {
    server = await startTestServer();
    const guest = device('127.0.0.66');
    const before = server.persistence.appended;
    const answers = [
      await guest('POST', '/api/gibt-es-nicht', json({})),
      await guest('DELETE', '/api/tasks/1'),
      await guest('POST', '/api/logout'),
      await guest('POST', '/api/tasks/1/comments', json({ content: 'x' })),
      await guest('PUT', '/api/polls/1', json({ title: 'x' })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 401, 200, 401, 401]);
    expect(server.persistence.appended).toBe(before);
  });
});

describe('3 · who you are before how big you are', () => {
  test('a 50 MB body announced to sign-in, to an unknown path or without a session is refused before it is read', async () => {
    server = await startTestServer();
    const guest = device('127.0.0.66');
    const fifty = 50 * 1024 * 1024;
    const form = { 'Content-Type': 'multipart/form-data; boundary=x' };
    // Only the first bytes go out; each answer comes all the same.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        guest('POST', '/api/login', { headers: form, body: '--x\r\n', announce: fifty }),
      ),
      guest('POST', '/api/login', { headers: { 'Content-Type': 'application/json' }, body: '{', announce: fifty }),
      guest('POST', '/api/irgendwo', { headers: form, body: '--x\r\n', announce: fifty }),
      guest('POST', '/api/tasks/1/comments', { headers: form, body: '--x\r\n', announce: fifty }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 413, 404, 401]);
    expect(answers[0]!.body.message).toBe(intakeMessages.notJson);
    expect(answers[5]!.body.message).toBe('Die Anfrage ist zu groß (höchstens 4 KB). Bitte kürzen Sie die Eingabe.');
  });

  test('a member’s comment announced over its limit is refused before it is read; one sent without a length as it passes', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('thomas.becker@example.com');
    const member = device('127.0.0.5');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' };
    const announced = await member('POST', '/api/tasks/1/comments', { headers, body: '--x', announce: 8 << 20 });
    expect(announced.status).toBe(413);
    const chunked = await member('POST', '/api/login', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(8000) }),
      chunked: true,
    });
    expect(chunked.status).toBe(413);
  });
});

describe('4 · user text never names a file', () => {
  test('a comment that says stored-file:1 comes back as typed, to everyone, with no file’s signed name', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('thomas.becker@example.com');
    const member = device('127.0.0.5');
    const boundary = 'grenze';
    const body = multipart(boundary, [{ name: 'content', value: 'Seht euch stored-file:1 und stored-file:2 an' }]);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` };
    expect((await member('POST', '/api/tasks/1/comments', { headers, body })).status).toBe(200);
    const other = await server.tokenFor('sabine.krueger@example.com');
    const read = await device('127.0.0.6')('GET', '/api/tasks/1/comments', {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(read.text).toContain('Seht euch stored-file:1 und stored-file:2 an');
    expect(read.text).not.toMatch(/\/api\/files\/[12]\./);
  });
});

describe('5 · links are http(s) or this site, with nothing hidden in them', () => {
  test.each(['\u0001javascript:alert(1)', 'java\tscript:alert(1)', '\u0001data:text/html,<script>alert(1)</script>'])(
    'an attachment link %j is refused with the German message and not stored',
    async (url) => {
      server = await startTestServer();
      const token = await server.tokenFor('admin@example.com');
      const boundary = 'grenze';
      const attachment = { id: 'link', name: 'Link', type: 'other', url };
      const body = multipart(boundary, [
        { name: 'projectId', value: '1' },
        { name: 'title', value: 'Mit Link' },
        { name: 'description', value: 'Beschreibung' },
        { name: 'existingAttachments', value: JSON.stringify([attachment]) },
      ]);
      const answer = await device('127.0.0.2')('POST', '/api/tasks', {
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(invalidLink);
      expect(await server.db.tasks.filter((task) => task.title === 'Mit Link').count()).toBe(0);
    },
  );
});

describe('6 · malformed bodies get 400 with what was wrong', () => {
  test('invalid JSON, multipart without or with a wrong boundary, JSON to an upload route', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('thomas.becker@example.com');
    const member = device('127.0.0.5');
    const auth = { Authorization: `Bearer ${token}` };
    const upload = multipart('richtig', [{ name: 'content', value: 'Hallo' }]);
    const answers = [
      await member('POST', '/api/login', { headers: { 'Content-Type': 'application/json' }, body: '{"email":' }),
      await member('POST', '/api/login', { headers: { 'Content-Type': 'application/json' }, body: '[1, 2]' }),
      await member('PUT', '/api/notifications/settings', { headers: { ...auth }, body: 'kein JSON' }),
      await member('POST', '/api/tasks/1/comments', {
        headers: { ...auth, 'Content-Type': 'multipart/form-data' },
        body: upload,
      }),
      await member('POST', '/api/tasks/1/comments', {
        headers: { ...auth, 'Content-Type': 'multipart/form-data; boundary=falsch' },
        body: upload,
      }),
      await member('POST', '/api/tasks/1/comments', json({ content: 'Hallo' }, token)),
      await member('GET', '/api/configurations/gibt-es-nicht', { headers: auth }),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, intakeMessages.notJson],
      [400, intakeMessages.notJson],
      [400, intakeMessages.notJson],
      [400, intakeMessages.notForm],
      [400, intakeMessages.notForm],
      [400, intakeMessages.notForm],
      [404, expect.any(String)],
    ]);
    expect(server.lines.join('\n')).not.toMatch(/Fehler/);
  });
});

describe('7 · the data folder is its owner’s alone', () => {
  test('saved states, journal segments and uploads are 0600 in a 0700 folder', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('thomas.becker@example.com');
    const boundary = 'grenze';
    const body = multipart(boundary, [
      { name: 'content', value: 'Foto' },
      { name: 'attachments[]', value: Buffer.from(fileStarts.png), filename: 'flipchart.png' },
    ]);
    const answer = await device('127.0.0.5')('POST', '/api/tasks/1/comments', {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(answer.status).toBe(200);
    const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
    const folder = server.data.dir;
    expect(await modeOf(folder)).toBe(0o700);
    expect(await modeOf(join(folder, UPLOADS_FOLDER))).toBe(0o700);
    const files = [
      ...(await readdir(folder)).filter((name) => /^(stand-|aenderungen-)/.test(name)),
      ...(await readdir(join(folder, UPLOADS_FOLDER))).map((name) => join(UPLOADS_FOLDER, name)),
    ];
    expect(files.some((name) => name.startsWith(UPLOADS_FOLDER))).toBe(true);
    for (const name of files) expect(await modeOf(join(folder, name)), name).toBe(0o600);
  });
});
