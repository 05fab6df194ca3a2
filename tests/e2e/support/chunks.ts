import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Matches the URL of the built file that holds any of `sources` (paths as in `src/…`). Chunk files are named by
 * their hash alone (vite.config.ts), so a test that waits for, holds back or counts a module's download looks the
 * file up in the build's manifest.
 */
export function chunkUrl(build: 'dist' | 'dist-api', ...sources: string[]): RegExp {
  const manifest = JSON.parse(readFileSync(join(build, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string } | undefined
  >;
  const files = sources.map((source) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`${source} is no chunk of ${build}`);
    return file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`/(?:${files.join('|')})$`);
}
