// @vitest-environment node
import Dexie from 'dexie';
import { errorMessage, NotFoundError, saveFailureMessage, StorageError, ValidationError } from '../errors';
import { storageFailure, storageMessages } from './storage-failure';

const domError = (name: string) => new DOMException('Meldung des Browsers', name);

describe('a failure of the browser’s storage', () => {
  it.each([
    ['QuotaExceededError', storageMessages.full],
    ['SecurityError', storageMessages.refused],
    ['InvalidStateError', storageMessages.refused],
  ])('%s becomes a StorageError in German', (name, message) => {
    const mapped = storageFailure(domError(name));
    expect(mapped).toBeInstanceOf(StorageError);
    expect(mapped?.message).toBe(message);
  });

  it('reads the cause out of Dexie’s AbortError: a transaction that ran out of space', () => {
    const aborted = new Dexie.AbortError('Transaction aborted', domError('QuotaExceededError'));
    expect(aborted.name).toBe('AbortError');
    expect(storageFailure(aborted)?.message).toBe(storageMessages.full);
    // Dexie's own name for the browser's quota error, too.
    expect(storageFailure(new Dexie.QuotaExceededError('voll'))?.message).toBe(storageMessages.full);
  });

  it('tells a refused or missing IndexedDB apart from one that could not open or was closed', () => {
    expect(storageFailure(new Dexie.OpenFailedError('nicht geöffnet', domError('SecurityError')))?.message).toBe(
      storageMessages.refused,
    );
    expect(storageFailure(new Dexie.MissingAPIError('kein IndexedDB'))?.message).toBe(storageMessages.refused);
    expect(storageFailure(new Dexie.OpenFailedError('nicht geöffnet'))?.message).toBe(storageMessages.gone);
    expect(storageFailure(new Dexie.DatabaseClosedError('geschlossen'))?.message).toBe(storageMessages.gone);
  });

  it('leaves the repository’s own errors and every other failure alone', () => {
    expect(storageFailure(new ValidationError('Bitte prüfen'))).toBeNull();
    expect(storageFailure(new NotFoundError())).toBeNull();
    expect(storageFailure(new Dexie.ConstraintError('doppelt'))).toBeNull();
    expect(storageFailure(new Dexie.AbortError('abgebrochen'))).toBeNull();
    expect(storageFailure('kaputt')).toBeNull();
  });

  it('reaches the forms: errorMessage and saveFailureMessage give its text instead of their fallback', () => {
    const full = storageFailure(domError('QuotaExceededError'));
    expect(errorMessage(full, 'Fehler beim Speichern der Kategorie')).toBe(storageMessages.full);
    expect(saveFailureMessage(full, 'Fehler beim Speichern der Kategorie')).toBe(storageMessages.full);
  });
});
