// `npm run workshop:pack`: the facilitator's kit. One folder, and the same as .zip and .tar.gz, that runs the
// workshop with nothing but Node.js: the api site, the server bundled into one file with every package inside, start
// scripts for Windows, macOS and Linux, and a German read-me.
//   --site DIR   an api site built already (the tests pass dist-api/); without it the workshop build is used
//   --out DIR    where the kit goes (default dist-kit/)
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';
import { buildWorkshop, root, viteBuild, workshopSite } from './workshop-build.mjs';

const { values } = parseArgs({ options: { site: { type: 'string' }, out: { type: 'string' } } });
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const { version, engines } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const templates = join(root, 'server', 'kit');
const starter = readFileSync(join(templates, 'start.mjs'), 'utf8');
// start.mjs checks the Node.js version itself, before anything of the server loads.
if (!starter.includes(`engines: ${engines.node}`))
  fail(`server/kit/start.mjs prüft nicht die Node.js-Versionen, die package.json nennt (${engines.node}).`);

if (!values.site && !buildWorkshop()) fail('Der Build ist fehlgeschlagen; es wurde kein Koffer gepackt.');
const site = values.site ? resolve(values.site) : workshopSite;
if (!statSync(join(site, 'index.html'), { throwIfNoEntry: false })) fail(`In ${site} liegt keine gebaute Seite.`);

const date = new Date();
const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
const name = `kiz-workshop-${version}-${day}`;
const out = resolve(values.out ?? join(root, 'dist-kit'));
const kit = join(out, name);
rmSync(kit, { recursive: true, force: true });
mkdirSync(kit, { recursive: true });

const program = join(kit, 'programm');
if (!viteBuild(['-c', 'server/vite.kit.config.ts', '--outDir', program]))
  fail('Der Build des Servers ist fehlgeschlagen.');
cpSync(site, join(program, 'seite'), { recursive: true, filter: (path) => !path.endsWith('.build-stamp') });
// The sample data's pictures and attachments, which an api site leaves out.
for (const folder of ['images', 'files'])
  cpSync(join(root, 'public', folder), join(program, 'beispieldateien', folder), { recursive: true });

const executable = new Set(['start.sh', 'start.command']);
for (const file of readdirSync(templates)) {
  let text = readFileSync(join(templates, file), 'utf8');
  // Windows' own tools expect CRLF in a batch file and in a text file opened by double-click.
  if (file.endsWith('.cmd') || file.endsWith('.txt')) text = text.replace(/\r?\n/g, '\r\n');
  writeFileSync(join(kit, file), text);
  if (executable.has(file)) chmodSync(join(kit, file), 0o755);
}

function* filesOf(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else yield path;
  }
}
const entries = {};
for (const path of filesOf(kit)) {
  const mode = executable.has(relative(kit, path)) ? 0o100755 : 0o100644;
  entries[relative(out, path).split('\\').join('/')] = [
    readFileSync(path),
    { os: 3, attrs: mode * 0x10000, mtime: date },
  ];
}
writeFileSync(`${kit}.zip`, zipSync(entries, { level: 9 }));
const tar = spawnSync('tar', ['-czf', `${name}.tar.gz`, name], { cwd: out, stdio: 'inherit' });
if (tar.status !== 0) console.warn(`Ohne tar kein ${name}.tar.gz; die .zip-Datei enthält dasselbe.`);

const megabytes = (path) => (statSync(path).size / 1024 / 1024).toFixed(1).replace('.', ',');
console.log(`Koffer gepackt: ${kit}`);
console.log(`  ${name}.zip (${megabytes(`${kit}.zip`)} MB)`);
if (tar.status === 0) console.log(`  ${name}.tar.gz (${megabytes(`${kit}.tar.gz`)} MB)`);
