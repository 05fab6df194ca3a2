import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How uploaded files are named on the wire. The store names them `stored-file:N`; over HTTP they are
 * `<filesPath>N`, or, with a key, `<filesPath>N.<signature>`: a keyed signature of the id, so that a guest on the
 * room's network cannot walk the files by counting. Access is still checked on every request; the signature only
 * takes away the list. Only a whole value is a file's name: text that mentions one stays text (facade/wire.ts).
 */
export interface FileNames {
  /** The wire name of a stored file's reference; any other value as it is. */
  toWire(reference: string): string;
  /** The stored file's reference of a wire name this server gave out; any other value as it is. */
  fromWire(value: string): string;
  /** The stored file's id of a name after `filesPath` (`12` or `12.<signature>`), or null for a name this server never gave. */
  idOf(name: string): number | null;
}

const SIGNATURE_LENGTH = 22;

export function fileNames(filesPath: string, key: string | null): FileNames {
  const signature = (id: string) =>
    key ? createHmac('sha256', key).update(id).digest('base64url').slice(0, SIGNATURE_LENGTH) : '';
  const nameOf = (id: string) => (key ? `${id}.${signature(id)}` : id);
  const escaped = filesPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The adapter sends back what it was given; a client that made the address absolute is read alike.
  const onWire = new RegExp(`^(?:https?://[^/]+)?${escaped}(\\d+)(?:\\.([\\w-]{${SIGNATURE_LENGTH}}))?$`);
  const signed = (id: string, given: string | undefined) => {
    if (!key) return given === undefined;
    if (given === undefined) return false;
    const expected = Buffer.from(signature(id));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return {
    toWire: (reference) => {
      const id = /^stored-file:(\d+)$/.exec(reference)?.[1];
      return id === undefined ? reference : `${filesPath}${nameOf(id)}`;
    },
    // A name with a wrong or missing signature stays as it came: it names no stored file.
    fromWire: (value) => {
      const match = onWire.exec(value);
      return match && signed(match[1]!, match[2]) ? `stored-file:${match[1]}` : value;
    },
    idOf(name) {
      const match = /^(\d+)(?:\.([\w-]+))?$/.exec(name);
      return match && signed(match[1]!, match[2]) ? Number(match[1]) : null;
    },
  };
}
