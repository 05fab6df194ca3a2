import type * as z from 'zod/mini';
import type { endpoints } from '../../src/data/http/endpoints';
import type { Repository } from '../../src/data/repository';
import type { ReaderName } from './readers';

/** Who makes a call: anyone, a signed-in member (an admin too), or an admin only. */
export type Who = 'guest' | 'member' | 'admin';
export type EndpointKey = keyof typeof endpoints;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the adapter reads a call's answer (src/data/http/*.ts), after `unwrap` took a `data` field where present. */
export type Answer =
  /** A list of entries, bare or in `data`; an entry it cannot read is left out. */
  | { kind: 'list'; reader: ReaderName }
  /** One entry, bare or in `data`. */
  | { kind: 'one'; reader: ReaderName }
  /** A hero setting: `{ settings }` or the setting itself (configurations.ts). */
  | { kind: 'settings' }
  /** The sign-in: `{ token, user }` (wire-user.ts). */
  | { kind: 'session' }
  /** The registration: `{ success, message }`; `success: false` is a refusal (auth.ts). */
  | { kind: 'register' }
  /** The whitelist check: a boolean, or `{ allowed }` / `{ whitelisted }` / `{ isWhitelisted }` (whitelist.ts). */
  | { kind: 'check' }
  /** A created category: `{ category }` or the category itself (wire.ts). */
  | { kind: 'categoryCreated' }
  /** Not read: the status says it all. */
  | { kind: 'none' };

/** One part of a multipart form as the adapter's `formData` sends it (src/data/http/parse.ts). */
export type FormPart =
  /** A scalar, as text (null as empty text). */
  | { text: z.core.$ZodType }
  /** A list or object, as JSON text. */
  | { json: z.core.$ZodType }
  /** A file part; `many`: the same name repeated, one part per file. */
  | { file: 'one' | 'many' }
  /** The same name repeated, one text part per item. */
  | { each: z.core.$ZodType };

export type RequestBody = { json: z.core.$ZodType } | { form: Record<string, FormPart> };

/** What earlier probes read, by call name: a detail read takes its id from the first row of a list. */
export type Found = ReadonlyMap<string, unknown>;
export type Arg = number | string;

export interface Probe {
  /** The port method, called through the real HTTP adapter. */
  run: (repo: Repository, arg: Arg | undefined) => Promise<unknown>;
  /** The arguments to probe with (one line each), or why there is none. */
  args?: (found: Found) => Arg[] | string;
  /** 'rows': the args are candidates; the first whose answer has entries is probed (a task with comments). */
  prefer?: 'rows';
}

export interface Call {
  /** The port method that makes the call (src/data/repository.ts). */
  name: string;
  /** Other port methods built on the same call. */
  alsoBy?: readonly string[];
  method: Method;
  /** The key in src/data/http/endpoints.ts; the path template is taken from there. */
  endpoint: EndpointKey;
  /** The path parameter's name and schema where the endpoint takes one (default: id, a positive integer). */
  param?: { name: string; schema: z.core.$ZodType };
  who: Who;
  summary: string;
  /** Screens that need the answer, as the app names them; none: no screen reads it (only the port). */
  screens: readonly string[];
  answer: Answer;
  body?: RequestBody;
  /** Query parameters: name → what it does. */
  query?: Record<string, string>;
  /** `success: false` in a 2xx answer is a failure (products and the registration, SPEC §7). */
  success?: boolean;
  /** A 404 that is no failure: what the app does then. */
  notFound?: string;
  /** The app catches a failure of this call: what the screen shows instead (no screen fails). */
  otherwise?: string;
  /** Reads (and the whitelist check) are probed by `api:check`. */
  probe?: Probe;
}
