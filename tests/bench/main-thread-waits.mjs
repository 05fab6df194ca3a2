// Reads a Lighthouse trace (`--save-assets`): the page's main-thread tasks after its first paint that Lighthouse's
// simulation can count as blocking (it multiplies a task's wall time by the CPU slowdown, 4), and how much of
// that wall time the thread actually ran. On a busy host a task waits for a core inside its own wall time: the
// difference is the host's, not the page's.

/** Lighthouse's simulated mobile CPU is this many times slower than the host. */
const CPU_SLOWDOWN = 4;
/** A task blocks for what it takes beyond this (simulated ms). */
const BLOCKING_FROM_MS = 50;

/**
 * `events`: the trace's `traceEvents`. Returns the long tasks (simulated over 50 ms) after the first contentful
 * paint of the navigated page: their count, summed wall and CPU time (real ms), and the blocking time they would
 * make if each task took only its CPU time (`blockingFromCpuMs`, simulated ms).
 */
export function longTasksAfterFirstPaint(events) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const paint = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts,
  );
  if (!paint) return null;
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ts >= paint.ts &&
      e.dur * CPU_SLOWDOWN > BLOCKING_FROM_MS * 1000,
  );
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    count: tasks.length,
    wallMs: ms(tasks.reduce((sum, t) => sum + t.dur, 0)),
    cpuMs: ms(tasks.reduce((sum, t) => sum + (t.tdur ?? t.dur), 0)),
    blockingFromCpuMs: ms(
      tasks.reduce((sum, t) => sum + Math.max(0, (t.tdur ?? t.dur) * CPU_SLOWDOWN - BLOCKING_FROM_MS * 1000), 0),
    ),
  };
}
