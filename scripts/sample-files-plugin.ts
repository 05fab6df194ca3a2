// Vite plugin for api builds: leaves out the public sample files (public/images, public/files) that nothing in the
// build refers to. They belong to the demo's seed; in api mode the provider's server holds the data and its files,
// so the build would only ship them and its service worker precache them. What the app's own code shows (the
// services' pictures, the collaborative projects) stays.
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { outputStep } from './output-step.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The site paths under `folders` that `code` names, as patterns. Built code keeps a computed name as a template
 * (`/images/products/${r.slug}.svg`) and a joined one as its prefix (`"/images/products/"+slug`): both match
 * every file they could name, so what might be shown is always kept.
 */
export function referencedPaths(code: string, folders: readonly string[]): RegExp[] {
  const reference = new RegExp(`/(?:${folders.map(escape).join('|')})/[^"'\`\\s)\\\\<>]*`, 'g');
  return [...code.matchAll(reference)].map(([text]) => {
    const pattern = text
      .split(/(\$\{[^}]*\}|\$\{.*$)/)
      .map((part, index) => (index % 2 === 1 ? (part.endsWith('}') ? '[^/]*' : '.*') : escape(part)))
      .join('');
    return new RegExp(`^${pattern}${text.endsWith('/') ? '.*' : ''}$`);
  });
}

async function entriesUnder(dir: string, kind: 'file' | 'directory'): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => (kind === 'file' ? entry.isFile() : entry.isDirectory()))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Removes the folders the pruning left empty, deepest first; one with files left stays (rmdir refuses). */
async function removeEmptyFolders(dirs: string[]) {
  for (const dir of dirs.sort((a, b) => b.length - a.length)) await rmdir(dir).catch(() => undefined);
}

const textFile = /\.(?:m?js|css|html|json|webmanifest)$/;

export function dropUnreferencedSampleFiles(options: { enabled: boolean; folders: readonly string[] }): Plugin {
  return outputStep(
    'sample-files',
    async (outDir, config) => {
      const sitePath = (file: string) => `/${relative(outDir, file).split(sep).join('/')}`;
      const inFolders = (file: string) => options.folders.some((folder) => sitePath(file).startsWith(`/${folder}/`));
      const files = await entriesUnder(outDir, 'file');
      const sources = await Promise.all(
        files.filter((file) => textFile.test(file) && !inFolders(file)).map((file) => readFile(file, 'utf8')),
      );
      const references = sources.flatMap((code) => referencedPaths(code, options.folders));
      const unreferenced = files.filter(
        (file) => inFolders(file) && !references.some((pattern) => pattern.test(sitePath(file))),
      );
      await Promise.all(unreferenced.map((file) => rm(file)));
      const folders = options.folders.map((folder) => join(outDir, folder));
      await removeEmptyFolders([
        ...folders,
        ...(await Promise.all(folders.map((folder) => entriesUnder(folder, 'directory')))).flat(),
      ]);
      config.logger.info(`Beispieldateien ohne Verweis weggelassen: ${unreferenced.length}`);
    },
    options.enabled,
  );
}
