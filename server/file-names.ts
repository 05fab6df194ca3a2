import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How uploaded files are named on the wire. The store names them `stored-file:N`; over HTTP they are
 * `<filesPath>N`, or, with a key, `<filesPath>N.<signature>`: a keyed signature of the id, so that a guest on the
 * room's network cannot walk the files by counting. Access is still checked on every request; the signature only
 * takes away the list.
 */
export interface FileNames {
  toWire(text: string): string;
  fromWire(text: string): string;
  /** The stored file's id of a name after `filesPath` (`12` or `12.<signature>`), or null for a name this server never gave. */
  idOf(name: string): number | null;
}

const SIGNATURE_LENGTH = 22;

export function fileNames(filesPath: string, key: string | null): FileNames {
  const signature = (id: string) =>
    key ? createHmac('sha256', key).update(id).digest('base64url').slice(0, SIGNATURE_LENGTH) : '';
  const nameOf = (id: string) => (key ? `${id}.${signature(id)}` : id);
  const escaped = filesPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const onWire = new RegExp(`${escaped}(\\d+)(?:\\.([\\w-]{${SIGNATURE_LENGTH}}))?`, 'g');
  const signed = (id: string, given: string | undefined) => {
    if (!key) return given === undefined;
    if (given === undefined) return false;
    const expected = Buffer.from(signature(id));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return {
    toWire: (text) => text.replace(/stored-file:(\d+)/g, (_, id: string) => `${filesPath}${nameOf(id)}`),
    // A name with a wrong or missing signature stays as it came: it names no stored file.
    fromWire: (text) =>
      text.replace(onWire, (whole, id: string, given?: string) => (signed(id, given) ? `stored-file:${id}` : whole)),
    idOf(name) {
      const match = /^(\d+)(?:\.([\w-]+))?$/.exec(name);
      return match && signed(match[1]!, match[2]) ? Number(match[1]) : null;
    },
  };
}
