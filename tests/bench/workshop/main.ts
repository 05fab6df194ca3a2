// `npm run bench:workshop [-- --participants 10 --seconds 15 --ramp 5 --port 5110]`: the workshop server under a
// room's load; prints the figures as Markdown and exits with 1 when an acknowledged write is missing afterwards.
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runWorkshopBench } from './harness';
import { ACTION_MIX, EVENT_COALESCE_MS, EVENT_SPREAD_MS, THINK_MS } from './participant';
import { formatTable } from './stats';

const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '60' },
    ramp: { type: 'string' },
    port: { type: 'string', default: '5110' },
    server: { type: 'string', default: 'dist-server/workshop.js' },
    seed: { type: 'string', default: '2026' },
    think: { type: 'string' },
    // Only hold the event streams, without the dashboard reloads the app makes on live updates.
    'streams-only': { type: 'boolean', default: false },
    // Another coalescing window for the reloads on live updates (the app's is EVENT_COALESCE_MS).
    'coalesce-ms': { type: 'string' },
    // Another random extra wait before each such reload (the app's is up to EVENT_SPREAD_MS).
    'jitter-ms': { type: 'string', default: String(EVENT_SPREAD_MS) },
  },
});
const participants = Number(values.participants);
const seconds = Number(values.seconds);
// Half a second per sign-in (PBKDF2 on the server), at most a third of the run.
const rampSeconds = values.ramp !== undefined ? Number(values.ramp) : Math.min(participants * 0.5, seconds / 3);
const TARGET_P95_MS = 200;
const coalesceMs = values['coalesce-ms'] !== undefined ? Number(values['coalesce-ms']) : EVENT_COALESCE_MS;
// --think 500-1500: a shorter pause between actions, to find where the server stops keeping up.
const [thinkMin, thinkMax] = (values.think ?? `${THINK_MS.min}-${THINK_MS.max}`).split('-').map(Number);
const think = { min: thinkMin ?? THINK_MS.min, max: thinkMax ?? thinkMin ?? THINK_MS.max };

console.log(
  `Workshop load test: ${participants} participants × ${seconds} s, sign-ins over ${rampSeconds.toFixed(1)} s; ` +
    `Node ${process.version}, ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GiB; ${new Date().toISOString()}`,
);
console.log(
  `Profile: after sign-in the dashboard, then every ${think.min / 1000}–${think.max / 1000} s (uniform) one action: ` +
    Object.entries(ACTION_MIX)
      .map(([kind, share]) => `${kind} ${Math.round(share * 100)} %`)
      .join(', ') +
    (values['streams-only']
      ? '; live updates only received'
      : `; on live updates the dashboard again (events within ${coalesceMs} ms as one, then up to ${values['jitter-ms']} ms at random)`),
);

const result = await runWorkshopBench({
  participants,
  seconds,
  rampSeconds,
  port: Number(values.port),
  serverScript: resolve(values.server),
  seed: Number(values.seed),
  think,
  reloadOnEvents: !values['streams-only'],
  coalesceMs,
  jitterMs: Number(values['jitter-ms']),
  log: (line) => console.log(line),
});

const all = result.rows.find((row) => row.type === 'all calls');
const steady = result.steadyRows.find((row) => row.type === 'all calls');
const lost = result.lost.comments + result.lost.likes + result.lost.votes;
const writesPerSecond =
  (result.acknowledged.comments + result.acknowledged.likes + result.acknowledged.votes) / result.elapsedSeconds;
console.log('');
console.log(
  `### Setup: invitations and registrations (${result.setupSeconds.toFixed(1)} s, two registrations at a time)\n`,
);
console.log(formatTable(result.setupRows));
console.log(
  `\n### Measured run: ${result.elapsedSeconds.toFixed(1)} s, ${result.signedIn} of ${participants} signed in\n`,
);
console.log(formatTable(result.rows));
console.log(`\n### After the last sign-in (from ${result.steadyFromSeconds.toFixed(1)} s on)\n`);
console.log(formatTable(result.steadyRows.filter((row) => row.type.startsWith('all'))));
console.log('');
console.log(
  `Actions: ${Object.entries(result.actions)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ')}`,
);
const { stream } = result;
console.log(
  stream.offered
    ? `SSE: ${stream.offered} streams held, ${stream.events} events received, ${stream.endedEarly} ended early${stream.other.length ? `, other: ${stream.other.join(', ')}` : ''}`
    : stream.notOffered
      ? 'SSE: not offered (GET /api/events answered 404)'
      : `SSE: ${stream.other.join(', ') || 'no stream opened'}`,
);
console.log(
  `Acknowledged writes: ${result.acknowledged.comments} comments, ${result.acknowledged.likes} likes, ${result.acknowledged.votes} votes ` +
    `(${writesPerSecond.toFixed(1)}/s); missing from the newest saved state: ${lost}`,
);
console.log(
  `Saves during the run: ${result.saves} (${(result.saves / result.elapsedSeconds).toFixed(1)}/s); saved state ${(result.savedStateBytes / 1024).toFixed(0)} KiB`,
);
if (result.saveSummary) console.log(`Server at its stop: ${result.saveSummary}`);
console.log(
  `Load average (1 min) of the machine: ${result.load.start.toFixed(1)} at the start, ${result.load.end.toFixed(1)} at the end of the run`,
);
if (result.serverCpuSeconds !== null) {
  console.log(
    `CPU in the run: server ${result.serverCpuSeconds.toFixed(1)} s (${Math.round((100 * result.serverCpuSeconds) / result.elapsedSeconds)} % of one core), ` +
      `load generator ${result.benchCpuSeconds.toFixed(1)} s (${Math.round((100 * result.benchCpuSeconds) / result.elapsedSeconds)} %)`,
  );
}
console.log(
  `p95 of all calls but sign-ins: ${all?.p95.toFixed(0)} ms (after the sign-ins ${steady?.p95.toFixed(0)} ms); target ≤ ${TARGET_P95_MS} ms: ` +
    `${(steady?.p95 ?? Infinity) <= TARGET_P95_MS ? 'met' : 'missed'}; errors ${all?.errors ?? 0}; lost ${lost}`,
);
// Dexie's BroadcastChannel (the loader's import) would keep the process alive.
process.exit(lost > 0 || (all?.errors ?? 0) > 0 || result.signedIn < participants ? 1 : 0);
