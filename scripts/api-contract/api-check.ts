// `npm run api:check -- --base https://server.example/api [--email … --password …] [--writes] [--json [file]]`:
// probes a server's /api with the app's own HTTP adapter and says, call by call, what the app's readers make of it.
import { writeFileSync } from 'node:fs';
import { runCheck } from './check';
import { lineText, summaryText } from './report';

const usage = `Aufruf: npm run api:check -- --base URL [--email E-MAIL --password PASSWORT] [--writes] [--json [DATEI]]

  --base URL        die API, z. B. https://server.example/api (oder API_CHECK_BASE)
  --email, --password
                    ein Konto: prüft auch, was Mitglieder und Admins lesen (oder API_CHECK_EMAIL und
                    API_CHECK_PASSWORD; das Passwort besser so, es steht dann in keiner Shell-Historie)
  --writes          dazu je Ressource eine Schreibprobe mit eigenen Einträgen 'api:check …' (braucht einen Admin)
  --json [DATEI]    der Bericht als JSON: in DATEI, ohne DATEI statt der Zeilen auf die Standardausgabe

Exit-Status: 0, wenn keine Seite scheitert; 1, wenn eine scheitert; 2 bei falschem Aufruf.`;

function parse(argv: string[]) {
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Unbekanntes Argument: ${arg}`);
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s);
    const next = argv[i + 1];
    const takesValue = ['base', 'email', 'password', 'json'].includes(name);
    if (!['base', 'email', 'password', 'json', 'writes', 'help'].includes(name))
      throw new Error(`Unbekannte Option: --${name}`);
    if (inline !== undefined) options[name] = inline;
    else if (takesValue && next !== undefined && !next.startsWith('--')) options[name] = argv[(i += 1)] ?? '';
    else if (name === 'json' || !takesValue) options[name] = true;
    else throw new Error(`--${name} braucht einen Wert`);
  }
  return options;
}

async function main(): Promise<number> {
  let options: Record<string, string | true>;
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const text = (name: string, env: string) => {
    const value = options[name];
    return typeof value === 'string' ? value : process.env[env] || undefined;
  };
  const base = text('base', 'API_CHECK_BASE');
  if (options.help || !base) {
    console[options.help ? 'log' : 'error'](usage);
    return options.help ? 0 : 2;
  }
  const json = options.json;
  const quiet = json === true;
  const report = await runCheck({
    base,
    email: text('email', 'API_CHECK_EMAIL'),
    password: text('password', 'API_CHECK_PASSWORD'),
    writes: options.writes === true,
    onLine: (line) => quiet || console.log(lineText(line)),
    onNote: (note) => quiet || console.log(note),
  });
  if (quiet) console.log(JSON.stringify(report, null, 2));
  else for (const line of summaryText(report)) console.log(line);
  if (typeof json === 'string') writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return report.ok ? 0 : 1;
}

process.exitCode = await main();
