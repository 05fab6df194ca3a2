// How long the event loop was held up since the start: the figure that says whether anyone waited for another's
// work. Printed when the server stops; the load test reads that line.
import { monitorEventLoopDelay } from 'node:perf_hooks';

type IntervalHistogram = ReturnType<typeof monitorEventLoopDelay>;

export function watchLoopDelay(): IntervalHistogram {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return histogram;
}

export function loopDelaySummary(histogram: IntervalHistogram): string {
  histogram.disable();
  const ms = (ns: number) => Math.round(ns / 1e6);
  return `Verzögerung der Ereignisschleife seit dem Start: p99 ${ms(histogram.percentile(99))} ms, höchstens ${ms(histogram.max)} ms.`;
}
