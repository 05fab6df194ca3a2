// The api build as one origin serves it: hashed files cached for good, the entry points revalidated, the app's
// routes answered with their rendered page or index.html, text compressed, and no path outside the served folders.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.map']);
/** Files whose name stays while their content changes: the browser asks again each time. */
const revalidated = new Set(['index.html', '404.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export const contentTypeOf = (file: string) => types[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The request path as a file below `root`, or null: decoded once, refused with NUL, backslashes or any `..`
 * segment, and checked to stay under the root after resolving.
 */
export function fileUnder(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${decoded}`);
  return file === base || file.startsWith(base + sep) ? file : null;
}

export function cacheControlOf(pathname: string, file: string): string {
  const name = file.slice(file.lastIndexOf(sep) + 1);
  if (revalidated.has(name) || name.endsWith('.html')) return 'no-cache';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // Unhashed files (icons, sample pictures): an hour, then asked again.
  return 'public, max-age=3600';
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

async function isFile(file: string | null): Promise<string | null> {
  if (!file) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Serves GET and HEAD from the first folder that has the file; an app route (no file, no file extension) gets
 * the build's page of that name (`/login` → login.html) or index.html, a missing file 404.html. `roots[0]` is the
 * build.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  roots: readonly string[],
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Methode nicht erlaubt');
    return;
  }
  const candidates = roots.map((root) => fileUnder(root, pathname));
  if (candidates.every((file) => file === null)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Ungültiger Pfad');
    return;
  }
  let file: string | null = null;
  for (const candidate of candidates) if ((file = await isFile(candidate))) break;
  let status = 200;
  if (!file) {
    const route = !extname(pathname);
    // A page the build rendered (login.html) under its clean address, else the app's shell.
    file = route ? await isFile(fileUnder(roots[0] ?? '.', `${pathname.replace(/\/+$/, '')}.html`)) : null;
    file ??= await isFile(resolve(roots[0] ?? '.', route ? 'index.html' : '404.html'));
    status = route ? 200 : 404;
  }
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Nicht gefunden');
    return;
  }
  const gzip = compressible.has(extname(file).toLowerCase()) && acceptsGzip(req);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': status === 200 ? cacheControlOf(pathname, file) : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = String((await stat(file)).size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const sent = gzip ? pipeline(createReadStream(file), createGzip(), res) : pipeline(createReadStream(file), res);
  await sent.catch(() => res.destroy());
}
