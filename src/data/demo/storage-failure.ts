import { RepositoryError, StorageError } from '../errors';

export const storageMessages = {
  full:
    'Der Speicher dieses Browsers ist voll. Ihre Änderung wurde nicht gespeichert. Bitte geben Sie Speicherplatz frei ' +
    'oder setzen Sie die Demodaten zurück.',
  refused:
    'Dieser Browser erlaubt der Demo keinen dauerhaften Speicher (zum Beispiel in einem privaten Fenster). Bitte laden ' +
    'Sie die Seite neu: Die Demo läuft dann weiter, aber nichts wird gespeichert.',
  gone:
    'Der Speicher der Demo in diesem Browser ist nicht mehr erreichbar (zum Beispiel, weil die Websitedaten gelöscht ' +
    'wurden). Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
} as const;

// IndexedDB's own names, and Dexie's for a database that could not open or was closed under the store.
const refusedNames = new Set(['SecurityError', 'InvalidStateError', 'MissingAPIError']);
const goneNames = new Set(['OpenFailedError', 'DatabaseClosedError']);

/**
 * The names along an error's chain: Dexie wraps the browser's error in its own (`inner`), e.g. a transaction that
 * ran out of space rejects with an AbortError whose inner error is the QuotaExceededError.
 */
function namesAlong(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  // Any object with a name: a DOMException of another realm (a worker's, jsdom's) is no `instanceof Error` here.
  while (typeof current === 'object' && current !== null && names.length < 8) {
    const name: unknown = Reflect.get(current, 'name');
    if (typeof name === 'string') names.push(name);
    current = Reflect.get(current, 'inner') ?? Reflect.get(current, 'cause');
  }
  return names;
}

/**
 * The repository's German error for a failure of the browser's storage; null for anything else. The most telling
 * cause wins: a full disk over a refusal, a refusal over Dexie's "could not open".
 */
export function storageFailure(error: unknown): StorageError | null {
  if (error instanceof RepositoryError) return null;
  const names = namesAlong(error);
  if (names.includes('QuotaExceededError')) return new StorageError(storageMessages.full);
  if (names.some((name) => refusedNames.has(name))) return new StorageError(storageMessages.refused);
  if (names.some((name) => goneNames.has(name))) return new StorageError(storageMessages.gone);
  return null;
}
