import { isRecord, unwrap } from '../../src/data/http/client';
import { analyse } from './analyse';
import { adapterReader } from './readers';
import type { Exchange } from './recording';
import type { Answer, Call } from './types';

export type Verdict = 'readable' | 'defaults' | 'dropped' | 'unreadable' | 'skipped';

export interface Judged {
  verdict: Verdict;
  details: string[];
  /** A screen fails on this answer (the exit status says so). */
  fails: boolean;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function described(raw: unknown): string {
  if (raw === null || raw === undefined) return 'nichts';
  if (Array.isArray(raw)) return `eine Liste (${raw.length} Einträge)`;
  if (isRecord(raw)) return `ein Objekt mit ${Object.keys(raw).slice(0, 6).join(', ') || 'keinen Feldern'}`;
  return typeof raw === 'string' ? 'Text' : typeof raw;
}

/** Why an answer of the right status cannot be read in the shape the adapter reads. */
function shapeProblem(answer: Answer, payload: unknown): string | null {
  const raw = unwrap(payload);
  if (answer.kind === 'list' && !Array.isArray(raw))
    return `keine Liste: die App liest eine Liste, bar oder in data; bekommen: ${described(raw)}`;
  if (answer.kind === 'one') {
    const reading = adapterReader(answer.reader)(raw);
    if (!reading.ok)
      return reading.field === undefined
        ? `kein Eintrag: ${described(raw)}`
        : `Feld ${reading.field} fehlt oder ist nicht lesbar`;
  }
  if (answer.kind === 'session') {
    if (!isRecord(raw) || typeof raw.token !== 'string' || !raw.token) return `kein token: bekommen ${described(raw)}`;
    const reading = adapterReader('user')(raw.user);
    if (!reading.ok) return `user.${reading.field ?? ''} fehlt oder ist nicht lesbar`;
  }
  if ((answer.kind === 'settings' || answer.kind === 'categoryCreated') && !isRecord(raw))
    return `kein Objekt: bekommen ${described(raw)}`;
  return null;
}

function reasonOf(call: Call, exchange: Exchange, payload: unknown, error: unknown): string {
  const said = isRecord(payload) && typeof payload.message === 'string' ? ` (${payload.message})` : '';
  const { status } = exchange;
  if (status === null) return `keine Antwort: ${exchange.text}`;
  if (call.name === 'auth.login' && [400, 401, 403, 422].includes(status))
    return `${status}${said}: die Anmeldung wurde abgelehnt (E-Mail-Adresse oder Passwort?)`;
  if (status === 401)
    return call.who === 'guest'
      ? `401${said}: der Server verlangt eine Anmeldung für einen Aufruf, den Gäste machen`
      : `401${said}: der Server nimmt die Sitzung nicht an; die App meldet ab und schickt zur Anmeldung`;
  if (status === 403) return `403${said}: für dieses Konto verweigert`;
  if (status === 404) return `404${said}: ${exchange.method} ${exchange.path} gibt es auf dem Server nicht`;
  if (status >= 400) return `HTTP ${status}${said}`;
  if (payload === null) return `keine JSON-Antwort (Content-Type: ${exchange.contentType || 'keiner'})`;
  if (call.success && isRecord(payload) && payload.success === false) return `success: false${said}`;
  return shapeProblem(call.answer, payload) ?? (error instanceof Error ? error.message : String(error));
}

function consequence(call: Call): string {
  if (call.otherwise) return `die App zeigt stattdessen ${call.otherwise}`;
  return call.screens.length ? `bricht: ${call.screens.join(', ')}` : 'keine Seite liest es';
}

/** The verdict of one call: what the app's readers made of the server's answer. */
export function judge(
  call: Call,
  exchange: Exchange | undefined,
  value: unknown,
  error: unknown,
  warnings: string[],
): Judged {
  if (!exchange) return { verdict: 'unreadable', details: [String(error), consequence(call)], fails: !call.otherwise };
  const payload = parsed(exchange.text);
  const notes: string[] = [];
  if (payload !== null && !/json/i.test(exchange.contentType))
    notes.push(`Content-Type ist ${exchange.contentType || 'keiner'}; die App liest das JSON trotzdem`);
  if (exchange.status === 404 && call.notFound)
    return { verdict: 'readable', details: [`404: ${call.notFound}`], fails: false };
  if (error !== undefined) {
    const details = [reasonOf(call, exchange, payload, error), consequence(call)];
    return { verdict: 'unreadable', details, fails: !call.otherwise && call.screens.length > 0 };
  }
  const { defaults, dropped, notes: more } = analyse(call.answer, payload, value, warnings);
  const verdict = dropped ? 'dropped' : defaults.length ? 'defaults' : 'readable';
  return { verdict, details: [...(dropped ? [dropped] : []), ...defaults, ...notes, ...more], fails: false };
}
