// Reads a Lighthouse trace (`--save-assets`): the page's main-thread tasks after its first paint that Lighthouse's
// simulation can count as blocking (it multiplies a task's wall time by the CPU slowdown, 4), and how much of
// that wall time the thread actually ran. On a busy host a task waits for a core inside its own wall time: the
// difference is the host's, not the page's. How many frames the browser drew after that paint, and whether it
// held back the page's first paint.

/** Lighthouse's simulated mobile CPU is this many times slower than the host. */
const CPU_SLOWDOWN = 4;
/** A task blocks for what it takes beyond this (simulated ms). */
const BLOCKING_FROM_MS = 50;

/** The navigation to the page under test: the main frame's start of loading an http(s) document. */
const navigationOf = (events) =>
  events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );

/** The navigated page's first contentful paint. */
const firstPaintOf = (events, navigation) =>
  events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts);

/**
 * `events`: the trace's `traceEvents`. Returns the long tasks (simulated over 50 ms) after the first contentful
 * paint of the navigated page: their count, summed wall and CPU time (real ms), and the blocking time they would
 * make if each task took only its CPU time (`blockingFromCpuMs`, simulated ms).
 */
export function longTasksAfterFirstPaint(events) {
  const navigation = navigationOf(events);
  const paint = navigation && firstPaintOf(events, navigation);
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

/**
 * How many frames the browser drew after the navigated page's first contentful paint, counted by the screenshots
 * Lighthouse's trace takes of them; null without that paint. Headless Chromium draws each in software: on two
 * cores, that is time the page's thread waits for a core. On a page taller than the emulated phone's screen, about
 * twenty of them are the overlay scrollbar fading out (decision 065).
 */
export function framesAfterFirstPaint(events) {
  const navigation = navigationOf(events);
  const paint = navigation && firstPaintOf(events, navigation);
  if (!paint) return null;
  return events.filter((e) => e.name === 'Screenshot' && e.ts > paint.ts).length;
}

/** An idle stretch this long before the first paint, everything served from this host, is the browser's. */
const HELD_FROM_MS = 500;
/** The thread's housekeeping (messages, loader callbacks) runs in shorter tasks all along: not the page's work. */
const WORK_FROM_US = 2000;

/**
 * How long the browser held back the navigated page's first paint (real ms), or 0. Headless Chromium sometimes
 * shows a loading page nothing for one or two seconds although its content is there and its thread is idle: the
 * renderer drew more than three frames into a surface the browser had already replaced, and viz then sends it a
 * frame only once a second (`ThrottleUndrawnFrames`; decision 063). Lighthouse's
 * simulation then carries the late paint into FCP, Speed Index and LCP. Measured as the longest stretch in which
 * the page's main thread ran no task of 2 ms or more, between its first request for a frame (a style recalculation scheduled) and
 * its first contentful paint; with everything served from this host a page waits that long for nothing of its own.
 */
export function firstPaintHeldMs(events) {
  const navigation = navigationOf(events);
  if (!navigation) return 0;
  const onPageThread = (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts;
  const asked = events.find((e) => e.name === 'ScheduleStyleRecalculation' && onPageThread(e));
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && onPageThread(e));
  if (!asked || !paint) return 0;
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.dur >= WORK_FROM_US &&
        onPageThread(e) &&
        e.ts < paint.ts &&
        e.ts + e.dur > asked.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let longest = 0;
  let idleFrom = asked.ts;
  for (const task of [...tasks, { ts: paint.ts, dur: 0 }]) {
    longest = Math.max(longest, task.ts - idleFrom);
    idleFrom = Math.max(idleFrom, task.ts + task.dur);
  }
  const held = Math.round(longest / 1000);
  return held >= HELD_FROM_MS ? held : 0;
}
