import { isRecord } from '../../src/data/http/client';

/** A field the reader could not read as sent, and what it put there instead. */
interface Defaulted {
  how: string;
  value: unknown;
  count: number;
}

export type Defaults = Map<string, Defaulted>;

const said = (value: unknown) => (value === '' ? "''" : JSON.stringify(value));
const kind = (value: unknown) => (Array.isArray(value) ? 'Liste' : value === null ? 'null' : typeof value);

function note(out: Defaults, field: string, how: string, value: unknown) {
  const seen = out.get(field);
  if (seen) seen.count += 1;
  else out.set(field, { how, value, count: 1 });
}

/** "12" for 12, as servers that write numbers as text send them: read, not defaulted. */
const sameNumber = (given: unknown, read: unknown) =>
  typeof given === 'string' && typeof read === 'number' && given.trim() !== '' && Number(given) === read;

function compareLeaf(given: unknown, read: unknown, field: string, out: Defaults, numeric: Set<string>) {
  if (given === read || JSON.stringify(given) === JSON.stringify(read)) return;
  if (sameNumber(given, read)) numeric.add(field);
  else note(out, field, `nicht lesbar (${kind(given)})`, read);
}

/**
 * Compares what the server sent with what the adapter read from it, field by field of the read: names each field
 * that was missing, null or not of its type, with the value the reader put there. `alternatives`: fields the
 * adapter takes from another field when they are missing (readers.ts); they are not defaults then.
 */
export function compare(
  given: unknown,
  read: unknown,
  out: Defaults,
  numeric: Set<string>,
  path = '',
  alternatives: Record<string, string> = {},
) {
  if (!isRecord(read)) return;
  const source = isRecord(given) ? given : {};
  for (const [key, value] of Object.entries(read)) {
    const field = path + key;
    const sent = source[key];
    const other = alternatives[key]?.split(':')[0];
    if (sent === undefined && other !== undefined && source[other] !== undefined) continue;
    if (sent === undefined) note(out, field, 'fehlt', value);
    else if (sent === null) {
      if (value !== null) note(out, field, 'ist null', value);
    } else if (isRecord(sent) && isRecord(value)) compare(sent, value, out, numeric, `${field}.`);
    else if (Array.isArray(sent) && Array.isArray(value)) {
      // A shorter list left entries out: the adapter's warnings say which.
      if (sent.length === value.length)
        sent.forEach((item: unknown, index) => {
          const got: unknown = value[index];
          if (isRecord(got)) compare(item, got, out, numeric, `${field}[].`);
          else compareLeaf(item, got, `${field}[]`, out, numeric);
        });
    } else compareLeaf(sent, value, field, out, numeric);
  }
}

/** "description fehlt (3 von 12) → ''", one per field. */
export function describeDefaults(out: Defaults, rows = 1): string[] {
  return [...out].map(
    ([field, { how, value, count }]) => `${field} ${how}${rows > 1 ? ` (${count} von ${rows})` : ''} → ${said(value)}`,
  );
}
