import { createHttpRepository } from '../../src/data/http/create-http-repository';
import { apiBase } from '../../src/data/http/endpoints';
import type { Repository } from '../../src/data/repository';
import { calls, pathOf, reads } from './calls';
import { recordingFetch, withWarnings } from './recording';
import { roundTrips, stampOf } from './round-trips';
import { summaryOf, type Line, type Report } from './report';
import type { Arg, Call, Probe } from './types';
import { judge } from './verdict';

export interface CheckOptions {
  /** The API's base URL, e.g. https://server.example/api. */
  base: string;
  email?: string;
  password?: string;
  /** Also a write round trip per resource, with records of its own. */
  writes?: boolean;
  /** Injected in tests; Node's fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => Date;
  /** Hears each line as it is judged, and each note (the CLI prints them as they come). */
  onLine?: (line: Line) => void;
  onNote?: (note: string) => void;
}

/** Runs one call through the adapter and judges it: the line, and what the adapter read (undefined: nothing). */
export type Attempt = <T>(
  call: Call,
  run: () => Promise<T>,
  check?: (value: T) => string | null,
) => Promise<T | undefined>;

export const callNamed = (name: string): Call => {
  const found = calls.find((call) => call.name === name);
  if (!found) throw new Error(`${name} fehlt im Katalog`);
  return found;
};

/** Probes the server at `base` as the app would read it; see README (live API) and scripts/api-contract/. */
export async function runCheck(options: CheckOptions): Promise<Report> {
  const base = apiBase(options.base);
  const recorder = recordingFetch(base, options.fetch ?? ((input, init) => fetch(input, init)));
  let token: string | null = null;
  let userId: number | null = null;
  const repo: Repository = createHttpRepository({
    baseUrl: base,
    getToken: () => token,
    getUserId: () => userId,
    fetch: recorder.fetch,
  });
  const lines: Line[] = [];
  const notes: string[] = [];
  const note = (text: string) => void (notes.push(text), options.onNote?.(text));
  const found = new Map<string, unknown>();

  const attempt: Attempt = async (call, run, check) => {
    recorder.exchanges.length = 0;
    const { value, error, warnings } = await withWarnings(run);
    const exchange = recorder.exchanges.at(-1);
    const judged = judge(call, exchange, value, error, warnings);
    const problem = error === undefined && value !== undefined && check ? check(value) : null;
    if (problem) Object.assign(judged, { verdict: 'unreadable', details: [problem, ...judged.details], fails: true });
    const line: Line = {
      name: call.name,
      method: call.method,
      path: exchange?.path ?? pathOf(call),
      status: exchange?.status ?? null,
      ms: exchange?.ms ?? null,
      ...judged,
      screens: call.screens,
    };
    lines.push(line);
    options.onLine?.(line);
    return error === undefined && !problem ? value : undefined;
  };

  const skip = (call: Call, why: string) => {
    const line: Line = {
      ...{ name: call.name, method: call.method, path: pathOf(call), status: null, ms: null },
      ...{ verdict: 'skipped', details: [why], fails: false, screens: call.screens },
    };
    lines.push(line);
    options.onLine?.(line);
  };

  /** The first candidate whose answer has entries (asked quietly), else the first. */
  async function preferred(probe: Probe, args: Arg[]): Promise<Arg> {
    for (const arg of args) {
      const { value } = await withWarnings(() => probe.run(repo, arg));
      if (Array.isArray(value) && value.length) return arg;
    }
    return args[0] ?? '';
  }

  async function probeAll(list: readonly Call[]) {
    for (const call of list) {
      const { probe } = call;
      if (!probe) continue;
      const args: Arg[] | string = probe.args ? probe.args(found) : [''];
      if (typeof args === 'string') skip(call, args);
      else
        for (const arg of probe.prefer ? [await preferred(probe, args)] : args) {
          const value = await attempt(call, () => probe.run(repo, arg === '' ? undefined : arg));
          if (!found.has(call.name) && value !== undefined) found.set(call.name, value);
        }
    }
  }

  await probeAll(reads.guest);
  if (!options.email || !options.password) {
    note('Aufrufe von Mitgliedern und Admins übersprungen: mit --email und --password prüfen.');
  } else {
    const { email, password } = options;
    const session = await attempt(callNamed('auth.login'), () => repo.auth.login({ email, password }));
    if (session) {
      token = session.token;
      userId = session.user.id;
      await probeAll(reads.member);
      const admin = session.user.role === 'admin';
      if (admin) await probeAll(reads.admin);
      else note('Aufrufe nur für Admins übersprungen: das Konto ist kein Admin.');
      if (options.writes && !admin) note('Schreibprobe übersprungen: sie braucht ein Admin-Konto.');
      if (options.writes && admin)
        await roundTrips({ repo, attempt, note, userId, stamp: stampOf(options.now?.() ?? new Date()) });
    }
  }
  return { base, lines, notes, summary: summaryOf(lines), ok: !lines.some((line) => line.fails) };
}
