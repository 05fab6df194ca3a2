// A static host without an SPA fallback, as GitHub Pages serves a site: the file itself, a folder's index.html,
// `<path>.html` for a clean URL, and otherwise the site's 404.html with status 404. For the e2e project
// 'static-host'; usage: PORT=4402 STATIC_DIR=dist node tests/static-host/serve.mjs
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';

const port = Number(process.env.PORT ?? 4402);
const root = resolve(process.env.STATIC_DIR ?? 'dist');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

const isFile = (file) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );

/** The file a request gets and its status, or a redirect for a folder named without its slash. */
async function lookUp(path) {
  const file = join(root, path);
  if (!file.startsWith(root)) return { status: 404, file: join(root, '404.html') };
  if (path.endsWith('/') && (await isFile(join(file, 'index.html'))))
    return { status: 200, file: join(file, 'index.html') };
  if (await isFile(file)) return { status: 200, file };
  if (await isFile(join(file, 'index.html'))) return { status: 301, location: `${path}/` };
  if (await isFile(`${file}.html`)) return { status: 200, file: `${file}.html` };
  return { status: 404, file: join(root, '404.html') };
}

createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  const found = await lookUp(path);
  if (found.location) return response.writeHead(found.status, { location: found.location }).end();
  const body = await readFile(found.file).catch(() => null);
  if (!body) return response.writeHead(404, { 'content-type': 'text/plain' }).end('404 Not Found');
  response.writeHead(found.status, {
    'content-type': types[extname(found.file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}).listen(port, '127.0.0.1', () =>
  console.log(`static host (no SPA fallback) on http://127.0.0.1:${port}, serving ${root}`),
);
