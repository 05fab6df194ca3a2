import endpointsSource from '../../src/data/http/endpoints.ts?raw';
import { endpoints } from '../../src/data/http/endpoints';
import { guestReads } from './calls-reads';
import { adminReads, memberReads } from './calls-session-reads';
import { workWrites } from './calls-work-writes';
import { accountWrites } from './calls-writes';
import type { Call, EndpointKey } from './types';

/**
 * Every call the HTTP adapter makes, one entry each: the one catalogue that `api:check` probes and the OpenAPI
 * document describes (docs/api/openapi.json). calls.test.ts checks that every entry of endpoints.ts is in it.
 */
export const calls: readonly Call[] = [...guestReads, ...memberReads, ...adminReads, ...accountWrites, ...workWrites];

/** The reads `api:check` probes, by who makes them, in order (a detail read after the list it takes its id from). */
export const reads = { guest: guestReads, member: memberReads, admin: adminReads };

export const paramName = (call: Call) => call.param?.name ?? 'id';

/** The call's path as endpoints.ts builds it, its parameter as `{name}`: '/public/products/{id}'. */
export function pathOf(call: Call): string {
  const endpoint: unknown = endpoints[call.endpoint];
  if (typeof endpoint === 'string') return endpoint;
  if (typeof endpoint !== 'function') throw new Error(`endpoints.${call.endpoint} is no path`);
  const built: unknown = endpoint(`{${paramName(call)}}`);
  return decodeURIComponent(String(built));
}

export const hasParam = (call: Call) => typeof endpoints[call.endpoint] === 'function';

/**
 * The comment above an entry of endpoints.ts (a DECISION and its reason, or a note), read from its source so that
 * the document says what the code says. A comment stands above the entries that follow it up to a blank line.
 */
export function commentOf(key: EndpointKey): string | null {
  let comment: string[] = [];
  let inComment = false;
  for (const line of endpointsSource.split('\n')) {
    const text = /^\s*\/\/\s?(.*)$/.exec(line)?.[1];
    if (text !== undefined) {
      if (!inComment) comment = [];
      comment.push(text);
      inComment = true;
      continue;
    }
    inComment = false;
    if (!line.trim()) comment = [];
    else if (new RegExp(`^\\s*${key}:`).test(line)) return comment.length ? comment.join(' ') : null;
  }
  return null;
}
