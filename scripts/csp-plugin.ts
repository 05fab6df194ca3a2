// Vite plugin: gives every built HTML page its Content-Security-Policy as a <meta> tag, with the hashes of that
// page's inline scripts taken from the final file, so a change to the pre-rendered pages' inline code can never
// leave a stale hash behind (docs/decisions/017-content-security-policy.md).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { outputStep } from './output-step.ts';
import { readEnv } from '../src/lib/read-env.ts';

/** Script types the browser runs; a `type="application/json"` data block is never executed, so it needs no hash. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The texts of the inline scripts the browser would run, exactly as they stand in the file. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (executableTypes.has(type)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The origin of an absolute API base URL in an api build; none for the demo build or a path like `/api`. */
export function apiOrigin(env: Record<string, unknown>): string | null {
  const { dataSource, apiBaseUrl } = readEnv(env);
  if (dataSource !== 'api' || !/^https?:\/\//i.test(apiBaseUrl)) return null;
  return new URL(apiBaseUrl).origin;
}

/**
 * The policy for one page. `style-src` keeps 'unsafe-inline': the pre-rendered pages carry their CSS in a
 * `<style>` and React's server render writes `style` attributes (the hero's opacity), which hashes could cover,
 * but the dialogs' scroll lock (Radix → react-remove-scroll-bar) inserts a `<style>` with values measured at run
 * time, which no hash can, and a static host has no per-response nonce. Scripts stay hash-only.
 */
export function contentSecurityPolicy({
  scriptHashes,
  apiOrigin,
}: {
  scriptHashes: string[];
  apiOrigin: string | null;
}): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${[...new Set(scriptHashes)].map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    // Uploaded images in api mode are served by the API; the demo keeps them as blobs, the seed as files.
    `img-src 'self' blob: data:${api}`,
    `connect-src 'self'${api}`,
    // The demo store's module worker and the service worker, both files of this site.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Puts the policy right after `<meta charset>`, ahead of every script, style and link it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = /<meta charset=[^>]*>/i.exec(withoutOld);
  if (!charset)
    throw new Error('Die HTML-Seite hat kein <meta charset>, hinter das die Content-Security-Policy gehört');
  const end = charset.index + charset[0].length;
  return `${withoutOld.slice(0, end)}${meta}${withoutOld.slice(end)}`;
}

export function contentSecurityPolicyMeta(): Plugin {
  return outputStep('csp', async (outDir, config) => {
    const origin = apiOrigin(loadEnv(config.mode, config.root));
    const pages = (await readdir(outDir)).filter((file) => file.endsWith('.html'));
    for (const page of pages) {
      const file = join(outDir, page);
      const html = await readFile(file, 'utf8');
      const policy = contentSecurityPolicy({ scriptHashes: inlineScripts(html).map(sha256Source), apiOrigin: origin });
      await writeFile(file, withPolicyMeta(html, policy));
    }
    config.logger.info(`Content-Security-Policy: ${pages.join(', ')}`);
  });
}
