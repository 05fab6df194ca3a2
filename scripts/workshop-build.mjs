// Builds the api-mode site (dist-workshop/) and the server (dist-server/) when the sources changed since the last
// build. "Changed" is a fingerprint of the names, sizes and modification times of every file the builds read; it
// needs no git (a zip of the project works too). Used by `npm run workshop` and `npm run workshop:pack`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const workshopSite = join(root, 'dist-workshop');
const inputs = [
  'src',
  'server',
  'seed',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const stampFile = join(workshopSite, '.build-stamp');

function* filesOf(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) yield [relative(root, path), stat.size, Math.round(stat.mtimeMs)].join(':');
  else if (stat.isDirectory()) for (const name of readdirSync(path).sort()) yield* filesOf(join(path, name));
}

const fingerprint = () => {
  const hash = createHash('sha256');
  for (const input of inputs) for (const line of filesOf(join(root, input))) hash.update(`${line}\n`);
  return hash.digest('hex');
};

/** Runs Vite's build with these arguments; false when it failed (Vite has said why). */
export function viteBuild(args, env = {}) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** Builds what is out of date; false when a build failed. */
export function buildWorkshop() {
  const current = fingerprint();
  const built =
    existsSync(stampFile) && existsSync(join(root, 'dist-server', 'workshop.js'))
      ? readFileSync(stampFile, 'utf8').trim()
      : null;
  if (built === current) return true;
  console.log('Die Seite wird für den Workshop gebaut (einmalig nach jeder Änderung, etwa eine Minute) …');
  const succeeded =
    viteBuild(['--outDir', 'dist-workshop', '--emptyOutDir', '--logLevel', 'warn'], { VITE_DATA_SOURCE: 'api' }) &&
    viteBuild(['-c', 'server/vite.config.ts']);
  if (succeeded) writeFileSync(stampFile, `${current}\n`);
  return succeeded;
}
