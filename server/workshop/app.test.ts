// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { fileStarts } from '../../src/testing/upload-files';
import { READS_THAT_WRITE } from './serve-api';
import { commentForm as commentIntake } from '../facade/intake';
import { startTestServer, type TestServer } from './testing';

let server: TestServer;
afterEach(async () => server?.stop());

/** A raw request: fetch would normalise `..` and encoded segments away before they reach the server. */
function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = httpRequest({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

const json = (token: string | null, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function commentForm(
  content: string,
  files: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[] = [],
) {
  const form = new FormData();
  form.append('content', content);
  for (const file of files) form.append('attachments[]', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

const post = (base: string, path: string, token: string, body: FormData) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });

describe('static files', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  test('hashed assets are cached for good, entry files revalidated, app routes get their page or index.html', async () => {
    const asset = await raw(server.base, '/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const answer = await raw(server.base, path);
      expect([path, answer.status, answer.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
    }
    const route = await raw(server.base, '/projekte/3?tab=aufgaben');
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(route.body.toString()).toContain('<title>KIZ</title>');
    // A page the build rendered comes under its clean address, revalidated like index.html.
    for (const path of ['/login', '/login/', '/login?redirectTo=%2Fdashboard']) {
      const login = await raw(server.base, path);
      expect([path, login.status, login.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
      expect(login.body.toString()).toContain('<h1>Login</h1>');
    }
    const missing = await raw(server.base, '/assets/index-Gone99.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Nicht gefunden');
    const manifest = await raw(server.base, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
  });

  test('text is gzipped when the browser accepts it, pictures never', async () => {
    const zipped = await raw(server.base, '/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('console.log');
    const plain = await raw(server.base, '/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const picture = await raw(server.base, '/assets/logo-AbC123.png', { 'Accept-Encoding': 'gzip' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['content-type']).toBe('image/png');
  });

  test('files the build leaves out come from public/', async () => {
    const sample = await raw(server.base, '/images/beispiel.png');
    expect(sample.status).toBe(200);
    expect(sample.headers['content-type']).toBe('image/png');
  });

  test.each([
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fdata',
    '/..%5c..%5cetc%5cpasswd',
    '/index.html%00.png',
    '/%00',
    '/%E0%A4%A',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fhostname',
  ])('%s never leaves the served folders', async (path) => {
    const answer = await raw(server.base, path);
    // A URL parser resolves some of these to a path inside (an app route: index.html); none reaches outside.
    if (answer.status === 200) expect(answer.body.toString()).toContain('<title>KIZ</title>');
    else expect([400, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toMatch(/root:|localhost/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  test.each([
    '/../etc/passwd',
    '/..%2fetc%2fpasswd',
    '/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpasswd',
    '/..%5cpasswd',
    '/a%00.png',
    '/%E0%A4%A',
  ])('the path %s is refused before any file is looked up', async (path) => {
    const { fileUnder } = await import('./static-files');
    expect(fileUnder(server.build, path)).toBeNull();
  });

  test('only GET and HEAD', async () => {
    const answer = await fetch(`${server.base}/index.html`, { method: 'DELETE' });
    expect(answer.status).toBe(405);
  });
});

describe('/api', () => {
  test('every answer carries nosniff; no CORS headers', async () => {
    server = await startTestServer();
    for (const path of ['/api/categories/public/active', '/api/unbekannt', '/']) {
      const answer = await fetch(`${server.base}${path}`, { headers: { Origin: 'http://elsewhere.example' } });
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  test('no other site may frame any answer: pages, files, /api, errors and 304', async () => {
    server = await startTestServer();
    const categories = await raw(server.base, '/api/categories/public/active');
    const answers = [
      categories,
      await raw(server.base, '/api/categories/public/active', { 'If-None-Match': String(categories.headers.etag) }),
      await raw(server.base, '/'),
      await raw(server.base, '/projekte/3'),
      await raw(server.base, '/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' }),
      await raw(server.base, '/assets/index-Gone99.js'),
      await raw(server.base, '/%E0%A4%A'),
      await raw(server.base, '/api/unbekannt'),
      await raw(server.base, '/api/users'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 304, 200, 200, 200, 404, 400, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  test('a JSON body over its route’s limit and a comment over its file limit are refused with 413 and a German message', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    const big = await fetch(`${server.base}/api/polls`, json(token, { title: 'x'.repeat(1024 * 1024 + 1) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      success: false,
      message: expect.stringContaining('Die Anfrage ist zu groß (höchstens 1 MB)'),
    });
    const contact = await fetch(`${server.base}/api/contact`, json(null, { message: 'x'.repeat(41 * 1024) }));
    expect(await contact.json()).toEqual({
      success: false,
      message: 'Die Anfrage ist zu groß (höchstens 40 KB). Bitte kürzen Sie die Eingabe.',
    });

    const huge = new Uint8Array(commentIntake.limit + 1);
    huge.set(fileStarts.png);
    const upload = await post(
      server.base,
      '/api/tasks/1/comments',
      token,
      await commentForm('Groß', [{ name: 'riesig.png', type: 'image/png', bytes: huge }]),
    );
    expect(upload.status).toBe(413);
    expect(((await upload.json()) as { message: string }).message).toMatch(
      /^Die Anfrage ist zu groß \(höchstens 7 MB\)/,
    );
    expect(await server.db.comments.filter((c) => c.content === 'Groß').count()).toBe(0);
  });

  test('more requests per second than allowed from one address get 429 with a German message', async () => {
    server = await startTestServer({ apiRequestsPerSecond: 5 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${server.base}/api/categories/public/active`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(await refused?.json()).toEqual({
      success: false,
      message: expect.stringContaining('Zu viele Anfragen von diesem Gerät'),
    });
    // Pages and their files do not count.
    expect((await fetch(`${server.base}/assets/index-AbC123.js`)).status).toBe(200);
  });

  test('only with --client-header do the caps count per value of that header (load tests), never by default', async () => {
    const from = (who: string) =>
      fetch(`${server.base}/api/categories/public/active`, { headers: { 'X-Teilnehmer': who } });
    const statuses = async (...who: string[]) =>
      (await Promise.all(who.map(from))).map((answer) => answer.status).sort();
    server = await startTestServer({ apiRequestsPerSecond: 2 });
    expect(await statuses('a', 'a', 'b', 'b')).toEqual([200, 200, 429, 429]);
    await server.stop();
    server = await startTestServer({ apiRequestsPerSecond: 2, clientHeader: 'X-Teilnehmer' });
    expect(await statuses('a', 'a', 'b', 'b')).toEqual([200, 200, 200, 200]);
    expect(await statuses('a')).toEqual([429]);
  });

  test('a sign-in older than 12 hours has ended', async () => {
    server = await startTestServer();
    const fresh = await server.tokenFor('admin@example.com', new Date(Date.now() - 11 * 3_600_000));
    const stale = await server.tokenFor('admin@example.com', new Date(Date.now() - 12 * 3_600_000 - 1000));
    const users = (token: string) =>
      fetch(`${server.base}/api/users`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await users(fresh)).status).toBe(200);
    expect((await users(stale)).status).toBe(401);
    expect(await server.db.sessions.get(stale)).toBeUndefined();
  });

  test('the log has one line per request and never a token or a password', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    await fetch(`${server.base}/api/users`, { headers: { Authorization: `Bearer ${token}` } });
    await fetch(`${server.base}/api/login`, json(null, { email: 'admin@example.com', password: 'geheim-und-falsch' }));
    await fetch(`${server.base}/reset-password?token=abcdef123456&x=1`);
    await vi.waitFor(() => expect(server.lines).toHaveLength(3));
    expect(server.lines).toEqual([
      expect.stringMatching(/^GET \/api\/users 200 \d+ ms$/),
      expect.stringMatching(/^POST \/api\/login 401 \d+ ms$/),
      expect.stringMatching(/^GET \/reset-password\?token=…&x=1 200 \d+ ms$/),
    ]);
    expect(server.lines.join('\n')).not.toMatch(new RegExp(`${token}|geheim|abcdef123456`));
  });

  test('footer pages by status: a status no page has finds none for an admin, the published ones for a guest', async () => {
    server = await startTestServer();
    const token = await server.tokenFor('admin@example.com');
    const statuses = async (query: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${server.base}/api/footer-pages${query}`, { headers });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: { status: string }[] }).data.map((page) => page.status);
    };
    const admin = { Authorization: `Bearer ${token}` };
    const all = await statuses('', admin);
    expect(all).toContain('published');
    expect(await statuses('?status=', admin)).toEqual(all);
    expect(await statuses('?status=published', admin)).toEqual(all.filter((status) => status === 'published'));
    expect(await statuses('?status=geloescht', admin)).toEqual([]);
    const published = await statuses('');
    expect(published.length).toBeGreaterThan(0);
    expect(new Set(published)).toEqual(new Set(['published']));
    expect(await statuses('?status=geloescht')).toEqual(published);
    expect(await statuses('?status=draft')).toEqual(published);
  });
});

describe('writes', () => {
  test('no read but those of READS_THAT_WRITE writes, for any of the roles', async () => {
    server = await startTestServer({ apiRequestsPerSecond: 100_000 });
    const reads = [
      '/users',
      '/groups',
      '/projects',
      '/projects/featured',
      '/projects/user-groups',
      '/projects/1',
      '/categories',
      '/categories/public/active',
      '/categories/1',
      '/polls',
      '/polls/active',
      '/polls/1',
      '/products',
      '/public/products',
      '/public/products/featured',
      '/public/products/1',
      '/public/products/1/similar',
      '/footer-pages',
      '/footer-pages/slug/impressum',
      '/whitelisted-emails',
      '/tasks',
      '/tasks/project/1',
      '/tasks/1',
      '/tasks/1/users',
      '/tasks/1/comments',
      '/comments/1/likes',
      '/configurations/hero',
      '/public/configurations/hero',
      '/notifications',
    ];
    let writes = 0;
    server.app.changes.subscribe(() => {
      writes++;
    });
    const writing = new Set<string>();
    for (const email of ['admin@example.com', 'nutzer@example.com', 'thomas.becker@example.com']) {
      const token = await server.tokenFor(email);
      for (const path of reads) {
        const before = writes;
        await (
          await fetch(`${server.base}/api${path}`, { headers: { Authorization: `Bearer ${token}` } })
        ).arrayBuffer();
        if (writes !== before) writing.add(`/api${path}`);
      }
    }
    expect([...writing]).toEqual(READS_THAT_WRITE);
  });
});

describe('uploaded files', () => {
  test('reach only those who may read what they belong to, images inline, others as a download', async () => {
    server = await startTestServer();
    const { db } = server;
    const task = await db.tasks.get(1);
    const project = task && (await db.projects.get(task.projectId));
    const group = project && (await db.groups.get(project.projectGroupId));
    const users = await db.users.toArray();
    const member = users.find((u) => u.role === 'user' && group?.memberIds.includes(u.id));
    const outsider = users.find((u) => u.role === 'user' && !u.projectGroups.includes(project?.projectGroupId ?? -1));
    if (!member || !outsider) throw new Error('the sample data need a member and an outsider of task 1');

    const admin = await server.tokenFor('admin@example.com');
    const answer = await post(
      server.base,
      '/api/tasks/1/comments',
      admin,
      await commentForm('Mit Anhängen', [
        { name: 'bild.png', type: 'image/png', bytes: fileStarts.png },
        { name: 'bericht.pdf', type: 'application/pdf', bytes: fileStarts.pdf },
      ]),
    );
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { attachments: { url: string }[] } };
    const [image, pdf] = data.attachments.map((a) => a.url);
    // Named with a signature: the next file cannot be found by counting.
    expect(image).toMatch(/^\/api\/files\/\d+\.[\w-]{22}$/);

    const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.base}${url}`, { headers });
    expect((await get(image ?? '')).status).toBe(404);
    expect((await get(image ?? '', { Authorization: `Bearer ${await server.tokenFor(outsider.email)}` })).status).toBe(
      404,
    );
    const shown = await get(image ?? '', { Authorization: `Bearer ${await server.tokenFor(member.email)}` });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toBeNull();
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');

    // An <img> sends no Authorization header: the cookie of the sign-in stands in for it, only under /api/files.
    const cookie = `kiz_files=${await server.tokenFor(member.email)}`;
    const download = await get(pdf ?? '', { Cookie: cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''bericht.pdf");
    expect((await get('/api/files/99999', { Cookie: cookie })).status).toBe(404);
    const id = Number(/files\/(\d+)\./.exec(image ?? '')?.[1]);
    for (const counted of [
      `/api/files/${id}`,
      `/api/files/${id + 1}`,
      (pdf ?? '').replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAA'),
    ]) {
      expect((await get(counted, { Cookie: cookie })).status, counted).toBe(404);
    }
  });

  test('sign-in sets the files cookie for /api/files only, sign-out clears it', async () => {
    server = await startTestServer();
    const { setAdminPassword } = await import('./state');
    await setAdminPassword(server.db, 'richtig-geheim');
    const login = await fetch(
      `${server.base}/api/login`,
      json(null, { email: 'admin@example.com', password: 'richtig-geheim' }),
    );
    const { token } = (await login.json()) as { token: string };
    expect(login.headers.get('set-cookie')).toBe(
      `kiz_files=${token}; Path=/api/files; HttpOnly; SameSite=Strict; Max-Age=43200`,
    );
    const logout = await fetch(`${server.base}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.headers.get('set-cookie')).toBe('kiz_files=; Path=/api/files; HttpOnly; SameSite=Strict; Max-Age=0');
  });
});

describe('unexpected errors', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  /** A 500's answer and the log lines that name its id. */
  async function failure(answer: Response) {
    expect(answer.status).toBe(500);
    const body = (await answer.json()) as { success: boolean; message: string; requestId: string };
    expect(body.requestId).toMatch(/^[0-9a-f]{8}$/);
    expect(body).toEqual({
      success: false,
      message: `Interner Serverfehler (Fehler-Nr. ${body.requestId})`,
      requestId: body.requestId,
    });
    expect(answer.headers.get('x-request-id')).toBe(body.requestId);
    return { id: body.requestId, lines: server.lines.filter((line) => line.includes(body.requestId)) };
  }

  test('in the store: answered 500 with an id, logged once with that id and the stack', async () => {
    const defect = new Error('Tabelle kaputt');
    vi.spyOn(server.db.categories, 'toArray').mockRejectedValueOnce(defect);
    const { id, lines } = await failure(await fetch(`${server.base}/api/categories/public/active`));
    expect(lines).toEqual([
      `Unerwarteter Fehler (Fehler-Nr. ${id}) bei GET /api/categories/public/active: ${defect.stack}`,
    ]);
    expect(server.lines.filter((line) => line.includes('Tabelle kaputt'))).toHaveLength(1);
    // The next request is answered as ever.
    expect((await fetch(`${server.base}/api/categories/public/active`)).status).toBe(200);
  });

  test('before the façade (the session read): answered 500 with an id, logged once with that id and the stack', async () => {
    const defect = new Error('Sitzungen nicht lesbar');
    vi.spyOn(server.db.sessions, 'get').mockRejectedValueOnce(defect);
    const answer = await fetch(`${server.base}/api/categories`, { headers: { Authorization: 'Bearer abc' } });
    const { id, lines } = await failure(answer);
    expect(lines).toEqual([`Unerwarteter Fehler (Fehler-Nr. ${id}) bei GET /api/categories: ${defect.stack}`]);
    expect(server.lines.filter((line) => line.includes('Sitzungen nicht lesbar'))).toHaveLength(1);
  });

  test('two failures get two ids', async () => {
    vi.spyOn(server.db.categories, 'toArray').mockRejectedValue(new Error('Tabelle kaputt'));
    const first = await failure(await fetch(`${server.base}/api/categories/public/active`));
    const second = await failure(await fetch(`${server.base}/api/categories/public/active`));
    expect(first.id).not.toBe(second.id);
  });
});
