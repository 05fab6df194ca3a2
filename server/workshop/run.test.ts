// @vitest-environment node
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';
import { join } from 'node:path';
import { openDemoDatabase } from '../../src/data/demo/db';
import { readTransferTables, importDemoData } from '../../src/data/demo/transfer';
import { addressLines, servedAddresses } from './network';
import { flags, parseWorkshopOptions, repositoryInvocation } from './options';
import { PERSONAL_DATA_NOTICE, StartRefused } from './data-commands';
import { runWorkshop, type RunningWorkshop } from './run';
import { fakeBuild, tempFolder } from './testing';

const PORT = 4914;
let folder: Awaited<ReturnType<typeof tempFolder>>;
let running: RunningWorkshop | null = null;
let printed: string[];
let paths: { build: string; public: string };

beforeEach(async () => {
  folder = await tempFolder();
  paths = { build: join(folder.dir, 'build'), public: join(folder.dir, 'public') };
  await fakeBuild(paths.build);
  printed = [];
});
afterEach(async () => {
  await running?.close();
  running = null;
  await folder.remove();
});

const run = (...args: string[]) =>
  runWorkshop(args, { ...repositoryInvocation, ...paths }, (line) => printed.push(line));
async function serve(...args: string[]): Promise<void> {
  running = await run(...args);
  if (!running) throw new Error('the server did not start');
}
async function stop(): Promise<void> {
  await running?.close();
  running = null;
}
const data = () => join(folder.dir, 'daten');
/** The saved states in a data folder (it also keeps the key of the files' names). */
const statesIn = async (dir: string) => (await readdir(dir)).filter((name) => name.startsWith('stand-'));
const signIn = (email: string, password: string) =>
  fetch(`http://127.0.0.1:${PORT}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
const printedPassword = () => /admin@example\.com \/ (\S+)/.exec(printed.join('\n'))?.[1] ?? '';

test('an empty data folder without --sample or --empty is refused in German', async () => {
  await expect(run('--data', data(), '--port', String(PORT))).rejects.toThrow(
    new StartRefused(
      `Der Datenordner „${data()}“ enthält noch keine Daten. Bitte beim ersten Start angeben, womit begonnen wird:\n` +
        '  npm run workshop -- --sample   (mit den Beispieldaten)\n  npm run workshop -- --empty    (leer, nur das Konto der Leitung)',
    ),
  );
  expect(await statesIn(data())).toEqual([]);
});

test('--sample: the members keep demo1234, the admin gets a generated password instead of the public one', async () => {
  await serve('--data', data(), '--port', String(PORT), '--sample');
  const password = printedPassword();
  expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
  expect(printed.join('\n')).toContain(`http://`);
  expect((await signIn('admin@example.com', 'admin1234')).status).toBe(401);
  expect((await signIn('admin@example.com', password)).status).toBe(200);
  expect((await signIn('thomas.becker@example.com', 'demo1234')).status).toBe(200);
  await stop();
  expect(printed.slice(-2)).toEqual([
    expect.stringMatching(
      /^Seit dem Start \d+-mal ins Änderungsprotokoll geschrieben \(Dauer im Median \d+ ms, 95 % bis \d+ ms, längstens \d+ ms\), \d+ Sicherungsstände gebildet\.$/,
    ),
    expect.stringMatching(/^Verzögerung der Ereignisschleife seit dem Start: p99 \d+ ms, höchstens \d+ ms\.$/),
  ]);
});

test('a port in use on the first start uses up no password: the next start shows one, and it works', async () => {
  const blocker = createNetServer();
  await new Promise<void>((done) => blocker.listen(PORT, '0.0.0.0', done));
  try {
    await expect(run('--data', data(), '--port', String(PORT), '--sample')).rejects.toThrow(/ist schon belegt/);
  } finally {
    await new Promise((done) => blocker.close(done));
  }
  expect(printedPassword()).toBe('');
  await serve('--data', data(), '--port', String(PORT));
  const password = printedPassword();
  expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
  expect((await signIn('admin@example.com', password)).status).toBe(200);
});

test('the terminal keeps the start block in view: requests go to the data folder’s log, and to the terminal only with --verbose', async () => {
  await serve('--data', data(), '--port', String(PORT), '--empty', '--admin-password', 'Erfurt-2026!');
  await signIn('admin@example.com', 'falsch-falsch');
  await stop();
  const requestLine = /^POST \/api\/login 401 \d+ ms$/;
  expect(printed.filter((line) => requestLine.test(line))).toEqual([]);
  const logged = await readFile(join(data(), 'protokoll', 'anfragen-0001.log'), 'utf8');
  // In the file each line begins with the time it was written.
  const loggedLine = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z POST \/api\/login 401 \d+ ms$/;
  expect(logged.split('\n').filter((line) => loggedLine.test(line))).toHaveLength(1);
  expect(logged).not.toMatch(/falsch-falsch|Erfurt/);

  printed = [];
  await serve('--data', data(), '--port', String(PORT), '--verbose');
  await signIn('admin@example.com', 'falsch-falsch');
  await stop();
  expect(printed.filter((line) => requestLine.test(line))).toHaveLength(1);
});

test('--reset-admin-password shows a new password once: it works, the old one no longer', async () => {
  await serve('--data', data(), '--port', String(PORT), '--empty', '--admin-password', 'Erfurt-2026!');
  await stop();
  printed = [];
  await serve('--data', data(), '--port', String(PORT), '--reset-admin-password');
  const password = printedPassword();
  expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
  expect((await signIn('admin@example.com', 'Erfurt-2026!')).status).toBe(401);
  expect((await signIn('admin@example.com', password)).status).toBe(200);
  await expect(run('--admin-password', 'Erfurt-2026!', '--reset-admin-password')).rejects.toThrow(
    'Bitte nur eines von --admin-password und --reset-admin-password angeben.',
  );
});

test('--empty with --admin-password: only the facilitator and the categories; the password works after a restart', async () => {
  await serve('--data', data(), '--port', String(PORT), '--empty', '--admin-password', 'Erfurt-2026!');
  expect((await signIn('admin@example.com', 'Erfurt-2026!')).status).toBe(200);
  await stop();
  await serve('--data', data(), '--port', String(PORT));
  expect(printedPassword()).toBe('Erfurt-2026!');
  const login = await signIn('admin@example.com', 'Erfurt-2026!');
  const { token } = (await login.json()) as { token: string };
  const read = async (path: string) =>
    (
      (await (
        await fetch(`http://127.0.0.1:${PORT}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { data: unknown[] }
    ).data;
  expect(await read('users')).toHaveLength(1);
  expect(await read('projects')).toEqual([]);
  expect((await read('categories')).length).toBeGreaterThan(0);
});

test('a later start with the same --admin-password keeps the facilitator signed in; another password ends it', async () => {
  await serve('--data', data(), '--port', String(PORT), '--empty', '--admin-password', 'Erfurt-2026!');
  const { token } = (await (await signIn('admin@example.com', 'Erfurt-2026!')).json()) as { token: string };
  const users = () => fetch(`http://127.0.0.1:${PORT}/api/users`, { headers: { Authorization: `Bearer ${token}` } });
  await stop();
  await serve('--data', data(), '--port', String(PORT), '--admin-password', 'Erfurt-2026!');
  expect((await users()).status).toBe(200);
  await stop();
  await serve('--data', data(), '--port', String(PORT), '--admin-password', 'Gotha-2027!');
  expect((await users()).status).toBe(401);
});

test('a damaged newest state stops the start, names the file and is left as it was', async () => {
  await serve('--data', data(), '--port', String(PORT), '--sample', '--admin-password', 'geheim-genug');
  await stop();
  // The stop folded the journal into a state of its own, after the one of the start.
  const states = (await statesIn(data())).sort();
  const file = states.at(-1);
  const path = join(data(), file ?? '');
  const damaged = (await readFile(path, 'utf8')).replace('"Anna Admin"', '42');
  await writeFile(path, damaged);
  const start = run('--data', data(), '--port', String(PORT));
  await expect(start).rejects.toThrow(StartRefused);
  await expect(start).rejects.toThrow(
    `Der gespeicherte Stand „${path}“ ist beschädigt und wird nicht geladen: Eintrag 1 unter „Personen“ ist ungültig (Feld „name“): Ungültige Eingabe. Bitte prüfen Sie Ihre Angaben.\n` +
      'Der Server startet nicht, damit nichts überschrieben wird. Ältere Stände liegen im selben Ordner:',
  );
  // The demo panel's advice to export again is no help to a facilitator whose saved state is damaged.
  await expect(start).rejects.not.toThrow(/exportieren Sie/);
  expect(await readFile(path, 'utf8')).toBe(damaged);
  expect((await statesIn(data())).sort()).toEqual(states);
});

test("export writes the demo panel's format; import takes it back as the newest state and keeps the old ones", async () => {
  await serve('--data', data(), '--port', String(PORT), '--sample', '--admin-password', 'geheim-genug');
  const { token } = (await (await signIn('admin@example.com', 'geheim-genug')).json()) as { token: string };
  const form = new FormData();
  form.append('content', 'Ergebnis des Workshops');
  expect(
    (
      await fetch(`http://127.0.0.1:${PORT}/api/tasks/1/comments`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      })
    ).status,
  ).toBe(200);
  await stop();

  const exported = join(folder.dir, 'export.json');
  expect(await run('--data', data(), '--export', exported)).toBeNull();
  const text = await readFile(exported, 'utf8');
  expect(text).not.toContain('"sessions"');
  // The demo build's panel imports it.
  const demo = openDemoDatabase(`kiz-demo-${Date.now()}`);
  await importDemoData(demo, new Blob([text]));
  expect((await readTransferTables(demo)).comments.map((c) => c.content)).toContain('Ergebnis des Workshops');

  const other = join(folder.dir, 'anderer-ordner');
  await serve('--data', other, '--port', String(PORT), '--empty', '--admin-password', 'anderes-pw');
  await stop();
  const kept = (await statesIn(other)).sort();
  expect(await run('--data', other, '--import', exported, '--admin-password', 'noch-eins-pw')).toBeNull();
  expect((await statesIn(other)).sort()).toEqual([...kept, expect.stringMatching(/^stand-/)]);
  const again = join(folder.dir, 'wieder.json');
  await run('--data', other, '--export', again);
  const withoutTime = (json: string) => ({
    ...(JSON.parse(json) as { tables: Record<string, unknown> }),
    exportedAt: null,
  });
  const roundTrip = withoutTime(await readFile(again, 'utf8'));
  const original = withoutTime(text);
  // Only the facilitator's password changed (--admin-password on import).
  expect({ ...roundTrip, tables: { ...roundTrip.tables, credentials: null } }).toEqual({
    ...original,
    tables: { ...original.tables, credentials: null },
  });
});

test('an import of a file that is not there is refused in one German sentence that says what to do', async () => {
  await serve('--data', data(), '--port', String(PORT), '--empty', '--admin-password', 'geheim-genug');
  await stop();
  const missing = join(folder.dir, 'ergebnis.json');
  await expect(run('--data', data(), '--import', missing)).rejects.toThrow(
    new StartRefused(
      `„${missing}“ wurde nicht übernommen: Diese Datei gibt es nicht. Bitte den Pfad prüfen: Ein Pfad ohne Ordner gilt im Ordner, in dem der Befehl läuft.`,
    ),
  );
});

test('--export says it holds personal data; --summary writes the results to hand out without addresses or accounts', async () => {
  await serve('--data', data(), '--port', String(PORT), '--sample', '--admin-password', 'geheim-genug');
  const token = ((await (await signIn('thomas.becker@example.com', 'demo1234')).json()) as { token: string }).token;
  const form = new FormData();
  form.append('content', 'Zeile eins\nZeile zwei');
  await fetch(`http://127.0.0.1:${PORT}/api/tasks/1/comments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  await stop();
  await run('--data', data(), '--export', join(folder.dir, 'export.json'));
  expect(printed).toContain(PERSONAL_DATA_NOTICE);

  const summaryFile = join(folder.dir, 'ergebnisse.md');
  expect(await run('--data', data(), '--summary', summaryFile)).toBeNull();
  const summary = await readFile(summaryFile, 'utf8');
  expect(summary).toMatch(/^# Ergebnisse des Workshops\n/);
  expect(summary).toContain('## Umfragen');
  expect(summary).toMatch(/^- Thomas Becker, \d{2}\.\d{2}\.\d{4}: Zeile eins Zeile zwei$/m);
  const exported = await readFile(join(folder.dir, 'export.json'), 'utf8');
  expect(exported).toContain('thomas.becker@example.com');
  expect(summary).not.toMatch(/@|pbkdf2|salt|token/i);
  expect(summary).not.toContain(token);
});

test('an import that is not an export changes nothing', async () => {
  await serve('--data', data(), '--port', String(PORT), '--empty', '--admin-password', 'geheim-genug');
  await stop();
  const before = (await statesIn(data())).sort();
  const bad = join(folder.dir, 'fremd.json');
  await writeFile(bad, '{"hallo": "welt"}');
  await expect(run('--data', data(), '--import', bad)).rejects.toThrow(
    `„${bad}“ wurde nicht übernommen: Diese Datei ist kein Export der Demodaten.`,
  );
  expect((await statesIn(data())).sort()).toEqual(before);
});

test('an imported demo export with the public admin password gets a new one', async () => {
  await serve('--data', data(), '--port', String(PORT), '--sample', '--admin-password', 'geheim-genug');
  await stop();
  const demo = openDemoDatabase(`kiz-demo-${Date.now()}`);
  const { seedIfAbsent } = await import('../../src/data/demo/seed');
  const { demoSeedSource } = await import('../../src/data/demo/create-demo-repository');
  await seedIfAbsent(demo, demoSeedSource, new Date());
  const { exportDemoData } = await import('../../src/data/demo/transfer');
  const file = join(folder.dir, 'demo-export.json');
  await writeFile(file, await (await exportDemoData(demo, new Date())).text());
  printed = [];
  await run('--data', data(), '--import', file);
  expect(printedPassword()).toMatch(/^[a-zA-Z2-9]{12}$/);
});

test('one server per data folder; a lock left by a killed process is taken over', async () => {
  await serve('--data', data(), '--port', String(PORT), '--empty', '--admin-password', 'geheim-genug');
  const held = `Für den Datenordner „${data()}“ läuft schon ein Workshop-Server (Prozess ${process.pid}).`;
  await expect(run('--data', data(), '--port', String(PORT + 1))).rejects.toThrow(held);
  await expect(run('--data', data(), '--import', join(folder.dir, 'egal.json'))).rejects.toThrow(held);
  // Export only reads: it works while the server runs.
  expect(await run('--data', data(), '--export', join(folder.dir, 'waehrenddessen.json'))).toBeNull();
  await stop();
  await writeFile(join(data(), '.server.lock'), '2147483646');
  await serve('--data', data(), '--port', String(PORT));
});

test('unknown options and --help', async () => {
  await expect(run('--prot', '80')).rejects.toThrow(/Unbekannte oder unvollständige Option/);
  await expect(run('--sample', '--empty')).rejects.toThrow('Bitte nur eines von --sample und --empty angeben.');
  await expect(run('--sample', '--admin-password', 'admin1234')).rejects.toThrow(
    'Dieses Passwort steht öffentlich in der Demo.',
  );
  await expect(run('--sample', '--admin-password', 'demo1234')).rejects.toThrow(
    'Dieses Passwort steht öffentlich in der Demo.',
  );
  await expect(run('--sample', '--client-header', 'X Teil: a')).rejects.toThrow(
    '--client-header braucht einen Headernamen',
  );
  expect(await run('--help')).toBeNull();
  for (const flag of Object.keys(flags)) expect(printed.join('\n')).toMatch(new RegExp(`^  --${flag}\\b`, 'm'));
});

test("the kit's start names its own command, its data folder, and asks how a first start begins", async () => {
  const kit = { command: 'node start.mjs', dataDefault: data(), ...paths };
  await runWorkshop(['--help'], kit, (line) => printed.push(line));
  expect(printed.join('\n')).toContain('Aufruf: node start.mjs [Optionen]');
  expect(printed.join('\n')).toContain(`--data ORDNER           Datenordner (Standard ${data()})`);
  await expect(runWorkshop(['--port', String(PORT)], kit, () => {})).rejects.toThrow(
    '  node start.mjs --sample   (mit den Beispieldaten)',
  );
  // A double-click has no options: on a terminal the first start asks.
  running = await runWorkshop(['--port', String(PORT)], { ...kit, chooseStart: async () => 'sample' }, () => {});
  expect((await signIn('thomas.becker@example.com', 'demo1234')).status).toBe(200);
});

test('the last save is the start until the first write', async () => {
  const statuses: string[] = [];
  running = await runWorkshop(
    ['--data', data(), '--port', String(PORT), '--sample'],
    { ...repositoryInvocation, ...paths },
    () => {},
    (status) => statuses.push(status),
  );
  await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(0), { timeout: 5000 });
  expect(statuses[0]).toMatch(/zuletzt gespeichert: \d\d:\d\d:\d\d/);
});

test('--host: all interfaces by default, else one IP address or localhost', async () => {
  expect(parseWorkshopOptions([]).host).toBe('0.0.0.0');
  for (const host of ['127.0.0.1', '192.168.1.20', '::1', 'fe80::1', 'localhost'])
    expect(parseWorkshopOptions(['--host', host]).host).toBe(host);
  expect(parseWorkshopOptions(['--host', 'LocalHost']).host).toBe('localhost');
  for (const host of ['laptop.local', '192.168.1', '256.1.1.1', ''])
    await expect(run('--sample', '--host', host)).rejects.toThrow(
      new StartRefused(
        `--host braucht eine IP-Adresse dieses Laptops (z. B. 127.0.0.1 oder 192.168.1.20) oder localhost, nicht „${host}“.`,
      ),
    );
  await expect(run('--sample', '--host')).rejects.toThrow(/Unbekannte oder unvollständige Option/);
});

test('--host 127.0.0.1: the server is reachable there only, and the start shows only that address', async () => {
  await serve('--data', data(), '--port', String(PORT), '--sample', '--host', '127.0.0.1');
  expect(running?.url).toBe(`http://127.0.0.1:${PORT}/`);
  expect((await fetch(`http://127.0.0.1:${PORT}/api/categories/public/active`)).status).toBe(200);
  const output = printed.join('\n');
  expect(output).toContain(`Auf diesem Laptop: http://127.0.0.1:${PORT}/`);
  expect(output).toContain('Die Seite ist nur auf diesem Laptop erreichbar (--host 127.0.0.1).');
  expect(output).not.toContain('Im Raum');
});

test('the addresses shown at the start: every network card, or only the one --host names', () => {
  const common = { netmask: '', mac: '00:00:00:00:00:00', cidr: null };
  const v4 = (address: string, internal = false): NetworkInterfaceInfo => ({
    ...common,
    address,
    family: 'IPv4',
    internal,
  });
  const v6 = (address: string, internal = false): NetworkInterfaceInfo => ({
    ...common,
    address,
    family: 'IPv6',
    internal,
    scopeid: 0,
  });
  const interfaces = {
    lo: [v4('127.0.0.1', true), v6('::1', true)],
    wlan0: [v4('192.168.1.20'), v6('fe80::1')],
    eth0: [v4('10.0.0.5')],
  };
  expect(servedAddresses('0.0.0.0', 8080, interfaces)).toEqual({
    local: 'http://localhost:8080/',
    room: [
      { name: 'wlan0', url: 'http://192.168.1.20:8080/' },
      { name: 'eth0', url: 'http://10.0.0.5:8080/' },
    ],
    onlyHere: false,
  });
  expect(servedAddresses('192.168.1.20', 8080, interfaces)).toEqual({
    local: 'http://192.168.1.20:8080/',
    room: [{ name: 'wlan0', url: 'http://192.168.1.20:8080/' }],
    onlyHere: false,
  });
  expect(servedAddresses('fe80::1', 8080, interfaces).room).toEqual([{ name: 'wlan0', url: 'http://[fe80::1]:8080/' }]);
  for (const [host, local] of [
    ['127.0.0.1', 'http://127.0.0.1:8080/'],
    ['localhost', 'http://localhost:8080/'],
    ['::1', 'http://[::1]:8080/'],
  ] as const)
    expect(servedAddresses(host, 8080, interfaces)).toEqual({ local, room: [], onlyHere: true });
  expect(addressLines('192.168.1.20', 8080, interfaces).slice(0, 3)).toEqual([
    'Auf diesem Laptop: http://192.168.1.20:8080/',
    '',
    'Im Raum (wlan0): http://192.168.1.20:8080/',
  ]);
  expect(addressLines('0.0.0.0', 8080, {})).toEqual([
    'Auf diesem Laptop: http://localhost:8080/',
    'Kein Netzwerk gefunden: Die Seite ist nur auf diesem Laptop erreichbar. Bitte mit dem WLAN verbinden und neu starten.',
  ]);
});
