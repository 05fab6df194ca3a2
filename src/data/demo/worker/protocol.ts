import {
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RepositoryError,
  StorageError,
  UnauthorizedError,
  ValidationError,
} from '../../errors';
import { TooManyAttemptsError } from '../../too-many-attempts-error';
import type { Key } from '../../changes';

/** A repository method by resource and name, e.g. ['products', 'list']; ['demo', 'reset'] for the demo controls. */
export type MethodPath = readonly [resource: string, method: string];

export type PageMessage = { kind: 'call'; id: number; path: MethodPath; args: unknown[]; token: string | null };

export type WorkerMessage =
  /** The store is open (`inMemory`: the browser refused IndexedDB); calls sent before it wait in the page. */
  | { kind: 'ready'; inMemory: boolean }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: SerializedError }
  /** A write committed, in this tab or another: what it changed (changes.ts). */
  | { kind: 'changed'; changed: Key[] | 'everything' };

/** What `files.open` answers across the boundary: a stored file's Blob (the page makes its own object URL), or a plain URL. */
export type OpenedFile = { blob: Blob } | { url: string };

export interface SerializedError {
  type: (typeof errorTypes)[number] | 'Error';
  message: string;
  fields?: Record<string, string>;
}

// Most specific first: a ConflictError is also a ValidationError.
const errorTypes = [
  'ConflictError',
  'ValidationError',
  'NotFoundError',
  'ForbiddenError',
  'UnauthorizedError',
  'NetworkError',
  'StorageError',
  'TooManyAttemptsError',
  'RepositoryError',
] as const;
const errorClasses = {
  ConflictError,
  ValidationError,
  NotFoundError,
  ForbiddenError,
  UnauthorizedError,
  NetworkError,
  StorageError,
  TooManyAttemptsError,
  RepositoryError,
} satisfies Record<(typeof errorTypes)[number], unknown>;

/** Errors cross postMessage as plain data; the repository's error classes carry their meaning, so they are named. */
export function serializeError(error: unknown): SerializedError {
  const type = errorTypes.find((name) => error instanceof errorClasses[name]) ?? 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof ValidationError ? { type, message, fields: error.fields } : { type, message };
}

export function deserializeError(error: SerializedError): Error {
  switch (error.type) {
    case 'ConflictError':
      return new ConflictError(error.message, error.fields);
    case 'ValidationError':
      return new ValidationError(error.message, error.fields);
    case 'Error':
      return new Error(error.message);
    default:
      return new errorClasses[error.type](error.message);
  }
}
