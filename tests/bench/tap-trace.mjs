// What a tap during the take-over of a pre-rendered page waits for: 'Produkte' in the navigation of `/` (demo
// build), pressed the moment the hydration starts, CPU × 4, with a Chromium trace from there until the catalogue's
// heading is on screen. Prints per run the page's tasks of 10 ms or more (start after the hydration's start, wall
// time, and the events that took most of it), the store worker's tasks, and when the tapped page's files were taken
// in. A diagnosis, not a target: the taps' figures are the first-visit bench's (tests/bench/lighthouse.mjs).
//   npm run bench:tap-trace             (builds the demo first; under a minute)
//   node tests/bench/tap-trace.mjs [--runs 4] [--dir dist]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { preview } from 'vite';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '4' }, dir: { type: 'string', default: 'dist' } },
});
const LONG_TASK_US = 10_000;
const ms = (us) => Math.round(us / 1000);
const pathOf = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** Each event's own time, without the time of the events nested in it on the same thread. */
function withSelfTimes(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  for (const event of sorted) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const parent = open.at(-1);
    event.self ??= event.dur;
    if (parent) parent.self -= event.dur;
    open.push(event);
  }
  return sorted;
}

/** The events that took most of `task`, named with the function or file they ran. */
function heaviestIn(task, events) {
  const byName = new Map();
  for (const event of events) {
    if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    const data = event.args?.data ?? {};
    const name = [event.name, data.functionName, pathOf(data.url), data.type].filter(Boolean).join(' ');
    byName.set(name, (byName.get(name) ?? 0) + Math.max(0, event.self));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${ms(us)}`);
}

const server = await preview({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir: options.dir },
  preview: { port: 4176, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (let run = 1; run <= Number(options.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const mark = (name) => performance.getEntriesByName(name).length === 0 && performance.mark(name);
      document.addEventListener('pointerdown', (event) => event.isTrusted && mark('bench:tap'), true);
      new MutationObserver(() => {
        const heading = document.querySelector('h1')?.textContent?.trim();
        if (location.pathname === '/produkte' && heading === 'Produkte') mark('bench:shown');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8'],
    });
    await page.goto(`http://127.0.0.1:4176/`, { waitUntil: 'commit' });
    const link = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Produkte' });
    const box = await link.boundingBox();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydration-start').length > 0, null, {
      polling: 1,
    });
    // A raw press at the link's place, as a finger: Playwright's click would first wait for a stable element.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(() => performance.getEntriesByName('bench:shown').length > 0, null, { timeout: 10_000 });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    await context.close();

    const mark = (name) => traceEvents.find((event) => event.name === name && event.cat.includes('user_timing'));
    const [start, hydrated, tap, shown] = ['app:hydration-start', 'app:hydrated', 'bench:tap', 'bench:shown'].map(mark);
    const at = (event) => `+${ms(event.ts - start.ts)}`;
    const onThread = (tid) =>
      traceEvents.filter(
        (event) =>
          event.pid === start.pid &&
          event.tid === tid &&
          event.ph === 'X' &&
          event.ts >= start.ts &&
          event.ts <= shown.ts,
      );
    const pageEvents = withSelfTimes(onThread(start.tid));
    const tasks = pageEvents.filter((event) => event.name === 'RunTask' && event.dur >= LONG_TASK_US);
    console.log(
      `run ${run}: hydration ${ms(hydrated.ts - start.ts)} ms, the press at ${at(tap)} ms, the catalogue on screen ` +
        `${ms(shown.ts - hydrated.ts)} ms after the hydration's end (times from the hydration's start)`,
    );
    for (const task of tasks)
      console.log(`  task ${at(task)}, ${ms(task.dur)} ms: ${heaviestIn(task, pageEvents).join(' | ')}`);
    const worker = traceEvents.find(
      (event) => event.name === 'thread_name' && event.args.name === 'DedicatedWorker thread',
    );
    if (worker) {
      const workerTasks = onThread(worker.tid).filter((event) => event.name === 'RunTask' && event.dur >= 3000);
      console.log(
        `  store worker's tasks: ${workerTasks.map((task) => `${at(task)} (${ms(task.dur)} ms)`).join(', ')}`,
      );
    }
    const sent = new Map(
      traceEvents
        .filter((event) => event.name === 'ResourceSendRequest')
        .map((event) => [event.args.data.requestId, event]),
    );
    const takenIn = traceEvents.filter(
      (event) => event.name === 'ResourceFinish' && event.ts >= tap.ts && event.ts <= shown.ts,
    );
    console.log(
      `  files taken in after the press: ${takenIn.map((event) => `${pathOf(sent.get(event.args.data.requestId)?.args.data.url)} ${at(event)}`).join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
