export const PBKDF2_ITERATIONS = 600_000;
const HASH_BYTES = 32;

export interface PasswordHash {
  salt: string;
  hash: string;
  iterations: number;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** PBKDF2-SHA256 of `password` to HASH_BYTES bytes, as hex; the salt is hex as stored. */
export type PasswordDerivation = (password: string, saltHex: string, iterations: number) => Promise<string>;

// The workshop server replaces it (server/workshop/password-pool.ts): in Node WebCrypto's PBKDF2 runs on libuv's
// four threads, where every file write of the server would wait behind a room's sign-ins.
let replaced: PasswordDerivation | null = null;

/** null: derive here again. */
export function setPasswordDerivation(derivation: PasswordDerivation | null): void {
  replaced = derivation;
}

async function derive(password: string, saltHex: string, iterations: number): Promise<string> {
  if (replaced) return replaced(password, saltHex, iterations);
  const salt = fromHex(saltHex);
  const secret = new TextEncoder().encode(password);
  // crypto.subtle exists only in secure contexts; a plain-http LAN address falls back to noble, loaded only
  // then, so the demo chunk every first visit downloads does not carry it (docs/performance.md).
  if (globalThis.crypto?.subtle) {
    const key = await crypto.subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
      key,
      HASH_BYTES * 8,
    );
    return toHex(new Uint8Array(bits));
  }
  const [{ pbkdf2Async }, { sha256 }] = await Promise.all([
    import('@noble/hashes/pbkdf2.js'),
    import('@noble/hashes/sha2.js'),
  ]);
  return toHex(await pbkdf2Async(sha256, secret, salt, { c: iterations, dkLen: HASH_BYTES }));
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = randomHex(16);
  return { salt, hash: await derive(password, salt, iterations), iterations };
}

/**
 * What a password is checked against when the address has no account: the same PBKDF2 work as for a real one, so
 * the answer's timing does not tell which addresses exist. Nothing derives to this hash.
 */
export const NO_ACCOUNT_HASH: PasswordHash = {
  salt: '0'.repeat(32),
  hash: '0'.repeat(HASH_BYTES * 2),
  iterations: PBKDF2_ITERATIONS,
};

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, stored.salt, stored.iterations);
  // Constant-time comparison: the length is fixed, so compare every character.
  let diff = candidate.length ^ stored.hash.length;
  for (let i = 0; i < candidate.length; i++) diff |= candidate.charCodeAt(i) ^ (stored.hash.charCodeAt(i) || 0);
  return diff === 0;
}
