import { framesAfterFirstPaint, longTasksAfterFirstPaint, type TraceEvent } from './main-thread-waits.mjs';

const page = { pid: 7, tid: 7 };
const navigation: TraceEvent = {
  ...page,
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:4197/' } },
};
const paint: TraceEvent = { ...page, name: 'firstContentfulPaint', ph: 'R', ts: 100_000 };
const task = (ts: number, wallMs: number, cpuMs: number, where = page): TraceEvent => ({
  ...where,
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

test('counts the page thread’s tasks after the first paint that the simulation makes long, wall against CPU', () => {
  const figures = longTasksAfterFirstPaint([
    navigation,
    paint,
    task(50_000, 40, 40), // before the paint
    task(200_000, 40, 10), // waited 30 ms for a core
    task(300_000, 20, 20), // 80 ms simulated: blocks 30
    task(400_000, 12, 12), // 48 ms simulated: not long
    task(500_000, 90, 90, { pid: 7, tid: 8 }), // another thread
    task(600_000, 90, 90, { pid: 9, tid: 9 }), // another process
  ]);
  expect(figures).toEqual({ count: 2, wallMs: 60, cpuMs: 30, blockingFromCpuMs: 30 });
});

test('a trace without the page’s navigation or first paint has no figures', () => {
  expect(longTasksAfterFirstPaint([paint, task(200_000, 40, 10)])).toBeNull();
  expect(longTasksAfterFirstPaint([navigation, task(200_000, 40, 10)])).toBeNull();
});

test('counts the frames the browser drew after the page’s first paint, by the trace’s screenshots', () => {
  const screenshot = (ts: number): TraceEvent => ({ name: 'Screenshot', ph: 'O', pid: 1, tid: 1, ts });
  expect(framesAfterFirstPaint([navigation, screenshot(90_000), paint, screenshot(120_000), screenshot(140_000)])).toBe(
    2,
  );
  expect(framesAfterFirstPaint([navigation, screenshot(120_000)])).toBeNull();
});
