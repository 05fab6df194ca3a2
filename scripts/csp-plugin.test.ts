// @vitest-environment node
import { createHash } from 'node:crypto';
import { apiOrigin, contentSecurityPolicy, inlineScripts, sha256Source, withPolicyMeta } from './csp-plugin';

const page = [
  '<!doctype html><html><head><meta charset="UTF-8" /><title>x</title><style>p{color:red}</style></head><body>',
  '<div id="root"></div><script>guard()</script>',
  '<script type="application/json" id="prerender-data">{"a":1}</script>',
  '<script type="module" crossorigin src="/assets/index.js"></script><script>load()</script>',
  '</body></html>',
].join('');

describe('the Content-Security-Policy of a built page', () => {
  it('hashes the inline scripts the browser runs, not data blocks or scripts with a src', () => {
    expect(inlineScripts(page)).toEqual(['guard()', 'load()']);
    expect(sha256Source('guard()')).toBe(`'sha256-${createHash('sha256').update('guard()').digest('base64')}'`);
  });

  it('allows scripts from the site and the hashed inline ones only', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"], apiOrigin: null });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; " +
        "connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('lets an api build reach an API on another origin, for data and its images', () => {
    const origin = apiOrigin({ VITE_DATA_SOURCE: 'api', VITE_API_BASE_URL: 'https://server.example/api/' });
    expect(origin).toBe('https://server.example');
    const policy = contentSecurityPolicy({ scriptHashes: [], apiOrigin: origin });
    expect(policy).toContain("connect-src 'self' https://server.example;");
    expect(policy).toContain("img-src 'self' blob: data: https://server.example;");
    expect(apiOrigin({ VITE_DATA_SOURCE: 'api', VITE_API_BASE_URL: '/api' })).toBeNull();
    expect(apiOrigin({ VITE_DATA_SOURCE: 'demo', VITE_API_BASE_URL: 'https://server.example/api' })).toBeNull();
  });

  it('stands right after <meta charset>, ahead of everything it governs, once', () => {
    const once = withPolicyMeta(page, "default-src 'self'");
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice).toContain(
      '<meta charset="UTF-8" /><meta http-equiv="Content-Security-Policy" content="default-src \'none\'"><title>',
    );
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(() => withPolicyMeta('<html><head></head></html>', '')).toThrow(/meta charset/);
  });
});
