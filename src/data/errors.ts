import * as messages from '../domain/core-messages';

/** Base of every error a repository throws; `message` is German and fit to show. */
export class RepositoryError extends Error {
  constructor(message: string = messages.apiFailed) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends RepositoryError {
  constructor(message: string = messages.notFound) {
    super(message);
    // Dexie rewraps errors named like IndexedDB's own ('NotFoundError') that leave a transaction.
    this.name = 'RecordNotFoundError';
  }
}

/** Bad input. `fields` maps a field path (e.g. 'title', 'options') to its message. */
export class ValidationError extends RepositoryError {
  readonly fields: Record<string, string>;
  constructor(message: string = messages.requiredFields, fields: Record<string, string> = {}) {
    super(message);
    this.fields = fields;
  }
}

export class ForbiddenError extends RepositoryError {
  constructor(message: string = messages.forbidden) {
    super(message);
  }
}

/** No or expired session: whoever catches it clears the session. */
export class UnauthorizedError extends RepositoryError {
  constructor(message: string = messages.unauthorized) {
    super(message);
  }
}

export class NetworkError extends RepositoryError {
  constructor(message: string = messages.networkFailed) {
    super(message);
  }
}

/** Input that clashes with stored data (e.g. an e-mail address already registered). */
export class ConflictError extends ValidationError {}

/**
 * The server's reasons for a form's own fields, in the order it gave them; none when the error is not a refusal
 * by field or names only fields the form does not have (those go into the form's general message).
 */
export function fieldReasons<Field extends string>(error: unknown, fields: readonly Field[]): [Field, string][] {
  if (!(error instanceof ValidationError)) return [];
  const isField = (key: string): key is Field => (fields as readonly string[]).includes(key);
  return Object.entries(error.fields).flatMap(([key, reason]) => (isField(key) && reason ? [[key, reason]] : []));
}

/** A German message for any thrown value, with a fallback for the unexpected. */
export function errorMessage(error: unknown, fallback: string = messages.generic): string {
  return error instanceof RepositoryError ? error.message : fallback;
}

/**
 * What a refused save says, for forms that show one message above their fields: the server's reasons per field
 * (a deadline after the project's end, say) rather than its general "please check", else as errorMessage.
 */
export function saveFailureMessage(error: unknown, fallback?: string): string {
  const reasons = error instanceof ValidationError ? [...new Set(Object.values(error.fields))].filter(Boolean) : [];
  return reasons.length > 0 ? reasons.join(' ') : errorMessage(error, fallback);
}

/** A screen's load failure: its own text (SPEC §8), and why, when the server cannot be reached at all. */
export function loadFailureMessage(error: unknown, text: string): string {
  return error instanceof NetworkError ? `${text}. ${error.message}` : text;
}
