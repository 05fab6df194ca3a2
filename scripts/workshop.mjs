// `npm run workshop -- …`: builds the api-mode site (dist-workshop/) and the server (dist-server/) when the sources
// changed since the last build, then runs the server in this process. "Changed" is a fingerprint of the names,
// sizes and modification times of every file the builds read; it needs no git (a zip of the project works too).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
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
const stampFile = join(root, 'dist-workshop', '.build-stamp');

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

const current = fingerprint();
const built =
  existsSync(stampFile) && existsSync(join(root, 'dist-server', 'workshop.js'))
    ? readFileSync(stampFile, 'utf8').trim()
    : null;
if (built !== current) {
  console.log('Die Seite wird für den Workshop gebaut (einmalig nach jeder Änderung, etwa eine Minute) …');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const steps = [
    {
      args: ['build', '--outDir', 'dist-workshop', '--emptyOutDir', '--logLevel', 'warn'],
      env: { VITE_DATA_SOURCE: 'api' },
    },
    { args: ['build', '-c', 'server/vite.config.ts'], env: {} },
  ];
  for (const step of steps) {
    const result = spawnSync(process.execPath, [vite, ...step.args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (result.status !== 0) {
      console.error('Der Build ist fehlgeschlagen; der Workshop-Server startet nicht.');
      process.exit(1);
    }
  }
  writeFileSync(stampFile, `${current}\n`);
}

// A file URL: a bare Windows path (C:\…) is no module specifier.
await import(pathToFileURL(join(root, 'dist-server', 'workshop.js')).href);
