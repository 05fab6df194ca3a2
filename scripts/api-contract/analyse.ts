import { isRecord, unwrap } from '../../src/data/http/client';
import { compare, describeDefaults, type Defaults } from './defaults';
import { adapterReader, readers, type Reader } from './readers';
import type { Answer } from './types';

export interface Analysis {
  /** Fields read with a default. */
  defaults: string[];
  /** Entries the adapter left out, and why (its console.warn lines); null: none. */
  dropped: string | null;
  notes: string[];
}

const FLAGS = ['allowed', 'whitelisted', 'isWhitelisted'];

function droppedText(sent: number, kept: number, warnings: string[]): string | null {
  if (sent === kept && !warnings.length) return null;
  const why = [...new Set(warnings)];
  const shown = why.slice(0, 3).join('; ') + (why.length > 3 ? `; … (${why.length - 3} weitere)` : '');
  const count = sent === kept ? 'Einträge in Einträgen ausgelassen' : `${sent - kept} von ${sent} ausgelassen`;
  return why.length ? `${count}: ${shown}` : count;
}

/** One entry, or the rows of a list: the fields the adapter defaulted and the entries it left out. */
function entries(answer: Extract<Answer, { reader: unknown }>, raw: unknown, value: unknown, warnings: string[]) {
  const reader: Reader = readers[answer.reader];
  const out: Defaults = new Map();
  const numeric = new Set<string>();
  if (answer.kind === 'one') {
    compare(raw, value, out, numeric, '', reader.alternatives);
    return { out, numeric, rows: 1, dropped: droppedText(0, 0, warnings) };
  }
  const sent: unknown[] = Array.isArray(raw) ? raw : [];
  const read: unknown[] = Array.isArray(value) ? value : [];
  // The rows the reader kept, paired with what it made of them; the same reader the adapter builds decides.
  const readRow = adapterReader(answer.reader);
  const kept = sent.flatMap((row) => {
    const reading = readRow(row);
    return reading.ok ? [{ row, own: reading.value }] : [];
  });
  kept.forEach(({ row, own }, index) => {
    const got = kept.length === read.length ? read[index] : own;
    compare(row, got, out, numeric, '', reader.alternatives);
  });
  return { out, numeric, rows: kept.length, dropped: droppedText(sent.length, read.length, warnings) };
}

/** What the adapter made of an answer it could read, compared with what the server sent. */
export function analyse(answer: Answer, payload: unknown, value: unknown, warnings: string[]): Analysis {
  const raw = unwrap(payload);
  if (answer.kind === 'list' || answer.kind === 'one') {
    const { out, numeric, rows, dropped } = entries(answer, raw, value, warnings);
    const notes = numeric.size ? [`Zahlen als Text gelesen: ${[...numeric].join(', ')}`] : [];
    return { defaults: describeDefaults(out, answer.kind === 'list' ? rows : 1), dropped, notes };
  }
  const out: Defaults = new Map();
  const numeric = new Set<string>();
  if (answer.kind === 'settings')
    compare(isRecord(raw) && isRecord(raw.settings) ? raw.settings : raw, value, out, numeric);
  if (answer.kind === 'categoryCreated')
    compare(isRecord(raw) && isRecord(raw.category) ? raw.category : raw, value, out, numeric);
  if (answer.kind === 'session' && isRecord(raw) && isRecord(value))
    compare(raw.user, value.user, out, numeric, 'user.', readers.user.alternatives);
  const defaults = describeDefaults(out);
  if (
    answer.kind === 'check' &&
    typeof raw !== 'boolean' &&
    !(isRecord(raw) && FLAGS.some((f) => typeof raw[f] === 'boolean'))
  )
    defaults.push(`keines von ${FLAGS.join(', ')}: die App lässt die Registrierung weitergehen, /register entscheidet`);
  return {
    defaults,
    dropped: null,
    notes: numeric.size ? [`Zahlen als Text gelesen: ${[...numeric].join(', ')}`] : [],
  };
}
