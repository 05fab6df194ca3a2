// Figures of the workshop load test: per call type count, throughput, latency percentiles and failures.

/** Why a call was made: the re-reads a live event or one's own write caused are counted apart from the rest. */
export type Cause =
  'setup' | 'sign-in' | 'navigation' | 'action' | 'event' | 'own write' | 'images' | 'stream' | 'verify';

export interface Sample {
  /** Method and route with ids as {id}, e.g. "POST /tasks/{id}/comments". */
  type: string;
  /** When the call started, ms since the measured run began. */
  at: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (network error). */
  status: number;
  ok: boolean;
  /** The device (participant index, 'leitung' for the facilitator). */
  who: string;
  cause: Cause;
  /** The screen the participant was on when the call started. */
  screen?: string;
  /** 429 answers this read waited out before the one recorded. */
  waited429: number;
}

/** Sign-ins (PBKDF2 by design) and opening the event stream are figures of their own, not part of the totals. */
const SEPARATE = ['POST /login', 'POST /register', 'GET /events (open)'];

export interface Row {
  type: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Failed statuses and how often, e.g. "429×3". */
  failures: string;
  waited429: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

export function row(type: string, list: readonly Sample[], seconds: number): Row {
  const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = new Map<number, number>();
  for (const sample of list) if (!sample.ok) failed.set(sample.status, (failed.get(sample.status) ?? 0) + 1);
  return {
    type,
    count: list.length,
    perSecond: seconds > 0 ? list.length / seconds : 0,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    errors: list.filter((sample) => !sample.ok).length,
    failures: [...failed].map(([status, count]) => `${status || 'network'}×${count}`).join(' '),
    waited429: list.reduce((sum, sample) => sum + sample.waited429, 0),
  };
}

export const isCounted = (sample: Sample) => !SEPARATE.includes(sample.type);
export const isRead = (sample: Sample) => sample.type.startsWith('GET');

export function summarize(samples: readonly Sample[], seconds: number): Row[] {
  const byType = new Map<string, Sample[]>();
  for (const sample of samples) byType.set(sample.type, [...(byType.get(sample.type) ?? []), sample]);
  const rows = [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, list]) => row(type, list, seconds));
  const counted = samples.filter(isCounted);
  return [
    ...rows,
    row('all reads', counted.filter(isRead), seconds),
    row(
      'all writes',
      counted.filter((sample) => !isRead(sample)),
      seconds,
    ),
    row('all calls', counted, seconds),
  ];
}

export const ms = (value: number) => (value >= 100 ? String(Math.round(value)) : value.toFixed(1));

export function formatTable(rows: readonly Row[]): string {
  const lines = [
    '| Call | Count | per s | p50 ms | p95 ms | p99 ms | max ms | Errors | 429 waited out |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const row of rows) {
    const errors = row.errors ? `${row.errors} (${row.failures})` : '0';
    lines.push(
      `| ${row.type} | ${row.count} | ${row.perSecond.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${errors} | ${row.waited429} |`,
    );
  }
  return lines.join('\n');
}
