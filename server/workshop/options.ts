// `npm run workshop -- …`: the facilitator's switches, with German answers.
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { demoAccounts, sampleMembers } from '../../src/data/demo/demo-accounts';
import { API_REQUESTS_PER_SECOND } from './guards';

export interface WorkshopOptions {
  port: number;
  /** The address the server listens on; all interfaces by default, as the room reaches the laptop over its Wi-Fi. */
  host: string;
  data: string;
  start: 'sample' | 'empty' | null;
  adminPassword: string | null;
  /** `--reset-admin-password`: a new generated password for the facilitator, shown once. */
  resetAdminPassword: boolean;
  exportFile: string | null;
  /** `--summary DATEI`: the results to hand out, without e-mail addresses, accounts or password hashes. */
  summaryFile: string | null;
  importFile: string | null;
  keep: number;
  maxRequests: number;
  clientHeader: string | null;
  /** `--verbose`: every request also on the terminal, not only in the data folder's request log. */
  verbose: boolean;
  help: boolean;
}

/** How this server was started, for the help and the refusals: the repository's script or the kit's. */
export interface Invocation {
  /** What the facilitator types before the options: `npm run workshop --` or `node start.mjs`. */
  command: string;
  /** The data folder when `--data` is not given. */
  dataDefault: string;
}

export const repositoryInvocation: Invocation = { command: 'npm run workshop --', dataDefault: 'workshop-data' };

export const helpText = ({
  command,
  dataDefault,
}: Invocation) => `Workshop-Modus: ein Laptop stellt die Seite und einen gemeinsamen Datenbestand für den ganzen Raum bereit.

Aufruf: ${command} [Optionen]

  --sample                beim ersten Start mit den Beispieldaten beginnen (Mitglieder: Passwort demo1234)
  --empty                 beim ersten Start leer beginnen (nur das Konto der Leitung und die Kategorien)
  --admin-password PW     Passwort der Leitung (admin@example.com) setzen; ohne wird beim ersten Start eines erzeugt
  --reset-admin-password  der Leitung ein neues Passwort erzeugen und einmal anzeigen (vergessen oder nie gesehen)
  --port N                Port (Standard 8080)
  --host ADRESSE          nur unter dieser Adresse erreichbar, 127.0.0.1: nur auf diesem Laptop (Standard: alle Netzwerke)
  --data ORDNER           Datenordner (Standard ${dataDefault})
  --keep N                so viele gespeicherte Stände aufbewahren (Standard 10)
  --max-requests N        Anfragen pro Sekunde und Gerät an /api (Standard 20)
  --verbose               jede Anfrage auch im Terminal zeigen (sonst nur im Protokoll unter DATENORDNER/protokoll)
  --client-header NAME    nur für Lasttests: die Grenzen gelten je Gerät und Wert dieses Headers
  --export DATEI          den neuesten Stand als Export der Demodaten speichern (ohne Server zu starten)
  --import DATEI          einen Export der Demodaten als neuen Stand übernehmen (ohne Server zu starten)
  --summary DATEI         die Ergebnisse zum Weitergeben als Text speichern: Umfragen, Aufgaben, Kommentare, ohne
                          E-Mail-Adressen, Konten und Passwörter (ohne Server zu starten)
  --help                  diese Hilfe`;

export class OptionsError extends Error {}

/** Every switch `npm run workshop` takes; the help text names each (a test checks). */
export const flags = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  sample: { type: 'boolean' },
  empty: { type: 'boolean' },
  'admin-password': { type: 'string' },
  'reset-admin-password': { type: 'boolean' },
  export: { type: 'string' },
  import: { type: 'string' },
  summary: { type: 'string' },
  keep: { type: 'string' },
  'max-requests': { type: 'string' },
  'client-header': { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

// A room reaches the laptop over whichever network card its Wi-Fi is on.
const ALL_INTERFACES = '0.0.0.0';

const positiveInt = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new OptionsError(`${name} braucht eine ganze Zahl ab 1, nicht „${value}“.`);
  return number;
};

export function parseWorkshopOptions(
  args: readonly string[],
  dataDefault = repositoryInvocation.dataDefault,
): WorkshopOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: flags,
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new OptionsError(
      `Unbekannte oder unvollständige Option (${error instanceof Error ? error.message : String(error)}). Siehe --help.`,
    );
  }
  if (values.sample && values.empty) throw new OptionsError('Bitte nur eines von --sample und --empty angeben.');
  if ([values.export, values.import, values.summary].filter(Boolean).length > 1)
    throw new OptionsError('Bitte nur eines von --export, --import und --summary angeben.');
  if (values['admin-password'] !== undefined && values['reset-admin-password'])
    throw new OptionsError('Bitte nur eines von --admin-password und --reset-admin-password angeben.');
  const port = positiveInt(values.port, '--port', 8080);
  if (port > 65535) throw new OptionsError(`--port braucht eine Zahl bis 65535, nicht „${port}“.`);
  const host = values.host?.toLowerCase() === 'localhost' ? 'localhost' : (values.host ?? ALL_INTERFACES);
  if (isIP(host) === 0 && host !== 'localhost')
    throw new OptionsError(
      `--host braucht eine IP-Adresse dieses Laptops (z. B. 127.0.0.1 oder 192.168.1.20) oder localhost, nicht „${host}“.`,
    );
  const adminPassword = values['admin-password'] ?? null;
  if (adminPassword !== null && adminPassword.length < 8)
    throw new OptionsError('Das Passwort der Leitung braucht mindestens 8 Zeichen.');
  const publicPasswords = [...demoAccounts.map((account) => account.password), sampleMembers.password];
  if (adminPassword !== null && publicPasswords.includes(adminPassword)) {
    throw new OptionsError(
      'Dieses Passwort steht öffentlich in der Demo. Bitte ein eigenes Passwort für die Leitung wählen.',
    );
  }
  const clientHeader = values['client-header'] ?? null;
  if (clientHeader !== null && !/^[A-Za-z0-9-]+$/.test(clientHeader))
    throw new OptionsError(
      `--client-header braucht einen Headernamen aus Buchstaben, Ziffern und Bindestrichen, nicht „${clientHeader}“.`,
    );
  return {
    port,
    host,
    data: values.data ?? dataDefault,
    start: values.sample ? 'sample' : values.empty ? 'empty' : null,
    adminPassword,
    resetAdminPassword: values['reset-admin-password'] ?? false,
    exportFile: values.export ?? null,
    importFile: values.import ?? null,
    summaryFile: values.summary ?? null,
    keep: positiveInt(values.keep, '--keep', 10),
    maxRequests: positiveInt(values['max-requests'], '--max-requests', API_REQUESTS_PER_SECOND),
    clientHeader,
    verbose: values.verbose ?? false,
    help: values.help ?? false,
  };
}
