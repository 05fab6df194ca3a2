// Figures of the workshop load test: per call type count, throughput, latency percentiles and failures.

export interface Sample {
  /** Method and route with ids as {id}, e.g. "POST /tasks/{id}/comments". */
  type: string;
  /** When the call started, ms since the measured run began. */
  at: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (network error). */
  status: number;
  ok: boolean;
}

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
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

export function summarize(samples: readonly Sample[], seconds: number): Row[] {
  const byType = new Map<string, Sample[]>();
  for (const sample of samples) byType.set(sample.type, [...(byType.get(sample.type) ?? []), sample]);
  const row = (type: string, list: readonly Sample[]): Row => {
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
    };
  };
  const rows = [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, list]) => row(type, list));
  // Sign-ins (PBKDF2 by design) and opening the event stream are figures of their own, not part of the totals.
  const counted = samples.filter((sample) => !SEPARATE.includes(sample.type));
  const writes = counted.filter((sample) => !sample.type.startsWith('GET'));
  const reads = counted.filter((sample) => sample.type.startsWith('GET'));
  return [...rows, row('all reads', reads), row('all writes', writes), row('all calls', counted)];
}

const ms = (value: number) => (value >= 100 ? String(Math.round(value)) : value.toFixed(1));

export function formatTable(rows: readonly Row[]): string {
  const lines = [
    '| Call | Count | per s | p50 ms | p95 ms | p99 ms | max ms | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const errors = row.errors ? `${row.errors} (${row.failures})` : '0';
    lines.push(
      `| ${row.type} | ${row.count} | ${row.perSecond.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${errors} |`,
    );
  }
  return lines.join('\n');
}
