// The provider's /api for the api-mode e2e: serves the api build (dist-api/) and answers /api/* from a demo
// store in memory (fake-indexeddb), through the same façade the contract suite uses.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createApiFacade } from '../../src/data/contract/api-facade';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import { openDemoDatabase } from '../../src/data/demo/db';
import { seedIfAbsent } from '../../src/data/demo/seed';

const port = Number(process.env.PORT ?? 4401);
const root = normalize(process.env.STATIC_DIR ?? 'dist-api');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.json': 'application/json', '.txt': 'text/plain', '.ico': 'image/x-icon',
};

const db = openDemoDatabase('kiz-api-server');
await seedIfAbsent(db, demoSeedSource, new Date());
const facade = createApiFacade({ db, seed: demoSeedSource });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__test/expire-sessions' && req.method === 'POST') {
    // Ends one user's sessions, as an expired token would; other tests' sessions run on in parallel.
    const user = await db.users.get({ email: url.searchParams.get('email') ?? '' });
    if (user) await db.sessions.where('userId').equals(user.id).delete();
    res.writeHead(204).end();
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const response = await facade.handle(new Request(url, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  let file = join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`api server on http://127.0.0.1:${port}`));
