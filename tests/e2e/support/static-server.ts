import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
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
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function isFile(path: string) {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * The built app on an origin of its own, as a static host serves it (a page's own .html, else index.html), with
 * files that a test can replace while it runs, e.g. a new service worker for an update. Another origin keeps the
 * test's service worker away from the other tests.
 */
export async function serveBuild(dir: string, replaced: Map<string, string>) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const body = replaced.get(path);
    if (body !== undefined) {
      response.writeHead(200, {
        'content-type': types[extname(path)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      return response.end(body);
    }
    const candidates = [join(dir, path), join(dir, `${path}.html`), join(dir, path, 'index.html')];
    let file = join(dir, 'index.html');
    for (const candidate of candidates) {
      if (candidate.startsWith(dir) && (await isFile(candidate))) {
        file = candidate;
        break;
      }
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
