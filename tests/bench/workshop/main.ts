// `npm run bench:workshop [-- --participants 10 --seconds 30 --upload-mb 20]`: a room's day on the workshop
// server; prints the figures as Markdown. Exits with 1 when anything acknowledged is missing after the kill -9 and
// restart (or the run itself failed), with --strict also when a target is missed.
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runWorkshopBench } from './harness';
import { DASHBOARD_ACTIONS, HOME_SHARES, TASK_ACTIONS, THINK_MS } from './participant';
import { formatReport } from './report';
import { PHOTO_BYTES, PHOTOS_PER_COMMENT } from './uploads';

const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '40' },
    early: { type: 'string', default: '5' },
    // These four default to shares of --seconds (20, 30, 60 and 40 s of 180 s).
    'idle-seconds': { type: 'string' },
    'rush-seconds': { type: 'string', default: '1' },
    seconds: { type: 'string', default: '180' },
    'before-seconds': { type: 'string' },
    'upload-seconds': { type: 'string' },
    'after-seconds': { type: 'string' },
    'upload-mb': { type: 'string', default: '150' },
    'photo-kb': { type: 'string', default: String(PHOTO_BYTES / 1024) },
    'photo-views': { type: 'string', default: '6' },
    tasks: { type: 'string', default: '3' },
    'poll-every': { type: 'string', default: '30' },
    think: { type: 'string' },
    'streams-only': { type: 'boolean', default: false },
    port: { type: 'string', default: '5110' },
    server: { type: 'string', default: 'dist-server/workshop.js' },
    seed: { type: 'string', default: '2026' },
    strict: { type: 'boolean', default: false },
  },
});
const num = (name: keyof typeof values, fallback?: number) => {
  const value = values[name] === undefined && fallback !== undefined ? fallback : Number(values[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} braucht eine Zahl, nicht „${values[name]}“.`);
  return value;
};
// --think 500-1500: a shorter pause between actions, to find where the server stops keeping up.
const [thinkMin, thinkMax] = (values.think ?? `${THINK_MS.min}-${THINK_MS.max}`).split('-').map(Number);
const think = { min: thinkMin ?? THINK_MS.min, max: thinkMax ?? thinkMin ?? THINK_MS.max };
const participants = num('participants');
const seconds = num('seconds');
const early = num('early');
const photoBytes = Math.round(num('photo-kb') * 1024);
const shares = (record: Readonly<Record<string, number>>) =>
  Object.entries(record)
    .map(([name, share]) => `${name} ${Math.round(share * 100)} %`)
    .join(', ');

console.log(
  `Workshop load test: ${early} early arrivals, then ${participants} sign-ins within ${values['rush-seconds']} s; room run ≥ ${seconds} s; ` +
    `uploads ${values['upload-mb']} MB as ${PHOTOS_PER_COMMENT} × ${(photoBytes / 1024).toFixed(0)} KiB JPEG-like photos per comment; ` +
    `Node ${process.version}, ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GiB; ${new Date().toISOString()}`,
);
console.log(
  `Profile: an action every ${think.min / 1000}–${think.max / 1000} s. Screens: ${shares(HOME_SHARES)}. ` +
    `Task page: ${shares(TASK_ACTIONS)} (photo comments when due). Dashboard: ${shares(DASHBOARD_ACTIONS)}. ` +
    `Poll page: vote on the newest poll, else wait. Catalogue: browse by category. The facilitator starts a poll every ${values['poll-every']} s. ` +
    (values['streams-only']
      ? 'Live updates received, never re-read.'
      : 'On live updates and own writes each screen re-reads what the app re-reads (src/data decides).'),
);

const result = await runWorkshopBench({
  participants,
  early,
  idleSeconds: num('idle-seconds', Math.min(20, Math.max(5, seconds / 6))),
  rushSeconds: num('rush-seconds'),
  seconds,
  beforeSeconds: num('before-seconds', seconds / 6),
  uploadSeconds: num('upload-seconds', seconds / 3),
  afterSeconds: num('after-seconds', (seconds * 2) / 9),
  uploadBytes: num('upload-mb') * 1e6,
  photoBytes,
  photoViews: num('photo-views'),
  hotTasks: Math.max(1, num('tasks')),
  pollEverySeconds: num('poll-every'),
  port: num('port'),
  serverScript: resolve(values.server ?? 'dist-server/workshop.js'),
  seed: num('seed'),
  think,
  rereads: !values['streams-only'],
  log: (line) => console.log(line),
});

const { text, figures } = formatReport(result);
console.log('');
console.log(text);
const broken = figures.missing > 0 || result.signedIn.early + result.signedIn.rush < early + participants;
const missed = figures.targets.some((target) => target.met === false);
// fetch's idle keep-alive connections would hold the process a few seconds more.
process.exit(broken || (values.strict && missed) ? 1 : 0);
