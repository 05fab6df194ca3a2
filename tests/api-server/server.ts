// The provider's /api for the api-mode e2e: serves the api build (dist-api/) and answers /api/* from a demo
// store in memory (fake-indexeddb), through the same façade the contract suite uses.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createFacadeHandler } from '../../server/facade-handler';

const port = Number(process.env.PORT ?? 4401);
const root = normalize(process.env.STATIC_DIR ?? 'dist-api');
const samples = normalize('public');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

const api = await createFacadeHandler('kiz-api-server');
const { db } = api;

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__test/expire-sessions' && req.method === 'POST') {
    // Ends one session (by its token) or one user's sessions, as an expired token would; other tests' sessions,
    // those of the same user included when a token is named, run on in parallel.
    const token = url.searchParams.get('token');
    const user = token ? undefined : await db.users.get({ email: url.searchParams.get('email') ?? '' });
    if (token) await db.sessions.delete(token);
    else if (user) await db.sessions.where('userId').equals(user.id).delete();
    res.writeHead(204).end();
    return;
  }
  if (await api.handle(req, res, url)) return;
  // The sample data's pictures and attachments are the provider's files (the api build leaves them out).
  const path = decodeURIComponent(url.pathname);
  const fileIn = (dir: string, name = path) => {
    const file = join(dir, name);
    return file.startsWith(dir + sep) && existsSync(file) && statSync(file).isFile() ? file : null;
  };
  // A page the build rendered (login.html) under its clean address, as static hosts serve it.
  const file = fileIn(root) ?? fileIn(samples) ?? fileIn(root, `${path}.html`) ?? join(root, 'index.html');
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`api server on http://127.0.0.1:${port}`));
