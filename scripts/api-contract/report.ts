import type { Judged, Verdict } from './verdict';

/** One call's line: the call, its status and time, and the verdict of the app's readers. */
export interface Line extends Judged {
  name: string;
  method: string;
  path: string;
  status: number | null;
  ms: number | null;
  screens: readonly string[];
}

export interface Summary {
  calls: number;
  readable: number;
  defaults: number;
  dropped: number;
  unreadable: number;
  skipped: number;
  /** Screens that would fail on what the server answered. */
  failingScreens: string[];
}

export interface Report {
  base: string;
  lines: Line[];
  notes: string[];
  summary: Summary;
  /** No screen fails: the exit status is 0. */
  ok: boolean;
}

const labels: Record<Verdict, string> = {
  readable: 'lesbar',
  defaults: 'lesbar mit Standardwerten',
  dropped: 'Einträge ausgelassen',
  unreadable: 'UNLESBAR',
  skipped: 'übersprungen',
};

export function summaryOf(lines: readonly Line[]): Summary {
  const count = (verdict: Verdict) => lines.filter((line) => line.verdict === verdict).length;
  const failing = lines.filter((line) => line.fails).flatMap((line) => line.screens);
  return {
    calls: lines.length - count('skipped'),
    readable: count('readable'),
    defaults: count('defaults'),
    dropped: count('dropped'),
    unreadable: count('unreadable'),
    skipped: count('skipped'),
    failingScreens: [...new Set(failing)],
  };
}

/** 'publicProducts.get  GET /public/products/3  200  12 ms  lesbar mit Standardwerten: description fehlt → ''' */
export function lineText(line: Line): string {
  const status = line.status === null ? '---' : String(line.status);
  const ms = line.ms === null ? '' : `${line.ms} ms`;
  const verdict = labels[line.verdict] + (line.details.length ? `: ${line.details.join('; ')}` : '');
  return `${line.name.padEnd(28)} ${`${line.method} ${line.path}`.padEnd(40)} ${status}  ${ms.padStart(7)}  ${verdict}`;
}

export function summaryText({ summary, ok }: Report): string[] {
  const s = summary;
  const parts = [
    `${s.calls} Aufrufe: ${s.readable} lesbar, ${s.defaults} mit Standardwerten, ${s.dropped} mit ausgelassenen ` +
      `Einträgen, ${s.unreadable} unlesbar${s.skipped ? ` (${s.skipped} übersprungen)` : ''}`,
  ];
  parts.push(ok ? 'Keine Seite scheitert.' : `Diese Seiten scheitern: ${s.failingScreens.join(', ')}`);
  return parts;
}
