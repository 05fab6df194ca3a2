// The bench's figures as Markdown, and its targets as pass/fail lines.
import { FACILITATOR } from './facilitator';
import type { BenchResult } from './harness';
import { acknowledgedWrites, uploadedBytes } from './room';
import { SCREENS, type ScreenName } from './screens';
import { formatTable, isCounted, isRead, ms, row, summarize, type Row, type Sample } from './stats';
import { missingCount } from './verify';

/** The targets of a room day (docs/performance.md). */
export const TARGETS = {
  textCommentRatio: 1.5,
  rushRatio: 5,
  eventLoopMaxMs: 100,
  diskRatio: 1.3,
} as const;

export interface Target {
  name: string;
  /** null: could not be measured. */
  met: boolean | null;
  detail: string;
}

const MiB = 2 ** 20;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const s = (at: number, result: BenchResult) => ((at - result.marks.idleStart) / 1000).toFixed(1);
const within = <T extends { at: number }>(samples: readonly T[], from: number, to: number) =>
  samples.filter((sample) => sample.at >= from && sample.at < to);
const ratio = (a: number, b: number) => (b > 0 ? a / b : Infinity);

function windows(result: BenchResult) {
  const { marks } = result;
  const uploadsEnd = marks.uploadsDone ?? marks.runEnd;
  return {
    idle: [marks.idleStart, marks.rushStart],
    rush: [marks.rushStart, marks.rushEnd],
    before: [marks.rushEnd, marks.uploadStart],
    uploads: [marks.uploadStart, uploadsEnd],
    after: [uploadsEnd, marks.runEnd],
    room: [marks.idleStart, marks.runEnd],
  } as const;
}

export interface Figures {
  rows: Row[];
  rush: { signIns: Row; idle: Row; during: Row };
  textComments: { before: Row; uploads: Row; after: Row };
  photoComments: Row;
  rereads: { event: number; own: number; writes: number; ownWrites: number };
  perMinute: number;
  errors: Sample[];
  waited429: number;
  writes429: number;
  eventLoop: { p99: number; max: number; source: string } | null;
  memoryPeak: { rssKiB: number; hwmKiB: number } | null;
  disk: { folder: number; uploads: number; state: number | null };
  missing: number;
  targets: Target[];
}

export function figuresOf(result: BenchResult): Figures {
  const w = windows(result);
  const room = within(result.samples, ...w.room);
  const seconds = (to: number, from: number) => Math.max(0.001, (to - from) / 1000);
  const early = new Set(result.early);
  const earlyCalls = (window: readonly [number, number]) =>
    within(result.samples, ...window).filter(
      (sample) => early.has(sample.who) && isCounted(sample) && sample.cause !== 'images',
    );
  const textComments = (name: string, window: readonly [number, number]) =>
    row(
      `text comments, ${name}`,
      within(result.samples, ...window).filter((sample) => sample.type === 'POST /tasks/{id}/comments'),
      seconds(window[1], window[0]),
    );
  // The facilitator's screen is not modelled: only the participants' writes re-read after themselves.
  const ownWrites = room.filter(
    (sample) => !isRead(sample) && isCounted(sample) && sample.ok && sample.who !== FACILITATOR,
  ).length;
  const signedIn = result.signedIn.early + result.signedIn.rush;
  const steady = within(result.samples, w.before[0], w.after[1]).filter(isCounted);
  // A stream that does not open shows no error (the app retries it; 'Keine Verbindung' is counted apart).
  const errors = room.filter((sample) => !sample.ok && sample.cause !== 'stream');
  const ownLine = result.server.ownLine.run;
  const eventLoop = ownLine
    ? { ...ownLine, source: "the server's own line" }
    : result.server.probe
      ? { ...result.server.probe, source: 'the bench probe in the server process' }
      : null;
  const memory = result.server.memory;
  const memoryPeak = memory.length
    ? {
        rssKiB: Math.max(...memory.map((sample) => sample.rssKiB)),
        hwmKiB: Math.max(...memory.map((sample) => sample.hwmKiB)),
      }
    : null;
  const state = typeof result.disk.oneState === 'string' ? null : result.disk.oneState.stateBytes;
  const uploads = uploadedBytes(result.acknowledged);
  const figures: Omit<Figures, 'targets'> = {
    rows: summarize(room, seconds(w.room[1], w.room[0])),
    rush: {
      signIns: row(
        'sign-ins of the rush',
        within(result.samples, ...w.rush).filter((sample) => sample.type === 'POST /login'),
        seconds(w.rush[1], w.rush[0]),
      ),
      idle: row('early arrivals, room quiet', earlyCalls(w.idle), seconds(w.idle[1], w.idle[0])),
      during: row('early arrivals, during the rush', earlyCalls(w.rush), seconds(w.rush[1], w.rush[0])),
    },
    textComments: {
      before: textComments('sample data', w.before),
      uploads: textComments('during the uploads', w.uploads),
      after: textComments('uploads stored', w.after),
    },
    photoComments: row(
      'photo comments',
      room.filter((sample) => sample.type === 'POST /tasks/{id}/comments (photos)'),
      seconds(w.room[1], w.room[0]),
    ),
    rereads: {
      event: room.filter((sample) => sample.cause === 'event').length,
      own: room.filter((sample) => sample.cause === 'own write').length,
      writes: acknowledgedWrites(result.acknowledged),
      ownWrites,
    },
    perMinute: steady.length / Math.max(1, signedIn) / (seconds(w.after[1], w.before[0]) / 60),
    errors,
    waited429: room.reduce((sum, sample) => sum + sample.waited429, 0),
    writes429: room.filter((sample) => !isRead(sample) && sample.status === 429).length,
    eventLoop,
    memoryPeak,
    disk: { folder: result.disk.bytes, uploads, state },
    // Nothing read back (the server did not come back) counts as everything missing.
    missing: result.restart.verification
      ? missingCount(result.restart.verification)
      : acknowledgedWrites(result.acknowledged) || 1,
  };
  return { ...figures, targets: targetsOf(result, figures) };
}

function targetsOf(result: BenchResult, f: Omit<Figures, 'targets'>): Target[] {
  const text = ratio(f.textComments.after.p95, f.textComments.before.p95);
  const rush = ratio(f.rush.during.p95, f.rush.idle.p95);
  const disk = f.disk.state === null ? null : ratio(f.disk.folder, f.disk.uploads + f.disk.state);
  const uploadsReached = result.marks.uploadsDone !== null;
  return [
    {
      name: `text comment write p95 with ${mib(f.disk.uploads)} of uploads ≤ ${TARGETS.textCommentRatio} × on the sample data`,
      met:
        uploadsReached && f.textComments.after.count && f.textComments.before.count
          ? text <= TARGETS.textCommentRatio
          : null,
      detail: `${ms(f.textComments.after.p95)} / ${ms(f.textComments.before.p95)} ms = ${text.toFixed(2)}×${uploadsReached ? '' : ' (upload target not reached)'}`,
    },
    {
      name: `during the rush the early arrivals' p95 ≤ ${TARGETS.rushRatio} × their idle p95`,
      met: f.rush.idle.count && f.rush.during.count ? rush <= TARGETS.rushRatio : null,
      detail: `${ms(f.rush.during.p95)} / ${ms(f.rush.idle.p95)} ms = ${rush.toFixed(2)}×`,
    },
    {
      name: `event-loop delay never above ${TARGETS.eventLoopMaxMs} ms`,
      met: f.eventLoop ? f.eventLoop.max <= TARGETS.eventLoopMaxMs : null,
      detail: f.eventLoop ? `max ${ms(f.eventLoop.max)} ms (${f.eventLoop.source})` : 'n/a',
    },
    {
      name: `data folder ≤ ${TARGETS.diskRatio} × (uploads + one state)`,
      met: disk === null ? null : disk <= TARGETS.diskRatio,
      detail:
        f.disk.state === null
          ? 'n/a (no export)'
          : `${mib(f.disk.folder)} / (${mib(f.disk.uploads)} + ${mib(f.disk.state)}) = ${disk?.toFixed(2)}×`,
    },
    {
      name: '0 errors shown',
      met: f.errors.length === 0,
      detail: `${f.errors.length}${f.errors.length ? ` (${failuresByType(f.errors)})` : ''}`,
    },
    {
      name: 'every acknowledged write and file readable after kill -9 and restart',
      met: f.missing === 0,
      detail: `${f.missing} missing`,
    },
  ];
}

function failuresByType(samples: readonly Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const key = `${sample.type} ${sample.status || 'network'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}×${n}`).join(', ');
}

function rereadTable(result: BenchResult): string {
  const w = windows(result);
  const room = within(result.samples, ...w.room);
  const lines = [
    '| Screen | Participants there (home) | Live notices | … that re-read | Requests on events | per notice | Own-write re-reads | Requests per person-minute |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const steady = within(result.samples, w.before[0], w.after[1]).filter(isCounted);
  const minutes = Math.max(0.001, (w.after[1] - w.before[0]) / 60_000);
  for (const screen of Object.keys(SCREENS) as ScreenName[]) {
    const notices = result.notices[screen] ?? { event: 0, eventReread: 0, own: 0, ownReread: 0 };
    const requests = room.filter((sample) => sample.cause === 'event' && sample.screen === screen).length;
    const own = room.filter((sample) => sample.cause === 'own write' && sample.screen === screen).length;
    const homes = Object.values(result.homes).filter((home) => home === screen).length;
    const theirs = steady.filter((sample) => result.homes[sample.who] === screen).length;
    lines.push(
      `| ${screen} | ${homes} | ${notices.event} | ${notices.eventReread} | ${requests} | ${(requests / Math.max(1, notices.event)).toFixed(1)} | ${own} | ${(theirs / Math.max(1, homes) / minutes).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

export function formatReport(result: BenchResult): { text: string; figures: Figures } {
  const f = figuresOf(result);
  const { marks, acknowledged, streams } = result;
  const out: string[] = [];
  const add = (...lines: string[]) => out.push(...lines);
  const done = marks.uploadsDone === null ? 'not reached' : `${s(marks.uploadsDone, result)} s`;
  add(
    `### Setup: invitations and registrations (${result.setupSeconds.toFixed(1)} s, two registrations at a time)`,
    '',
    formatTable(summarize(result.setupSamples, result.setupSeconds).filter((r) => !r.type.startsWith('all'))),
    '',
    `### Timeline (s from the start of the measured run)`,
    '',
    `quiet 0–${s(marks.rushStart, result)} (${result.signedIn.early} early arrivals) · rush ${s(marks.rushStart, result)}–${s(marks.rushEnd, result)} ` +
      `(${result.signedIn.rush} of ${result.options.participants} signed in and on their screens) · sample data until ${s(marks.uploadStart, result)} · ` +
      `uploads until ${done} · end ${s(marks.runEnd, result)}`,
    '',
    `Actions: ${
      Object.entries(result.actions)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ') || 'none'
    }.`,
    '',
    `### All calls of the run`,
    '',
    formatTable(f.rows),
    '',
    `### Sign-in rush`,
    '',
    formatTable([f.rush.signIns, f.rush.idle, f.rush.during]),
    '',
    `### Text comment writes: on the sample data, during the uploads, with the uploads stored`,
    '',
    formatTable([f.textComments.before, f.textComments.uploads, f.textComments.after, f.photoComments]),
    '',
    `### Live updates and re-reads`,
    '',
    `Streams: ${streams.opened} opened for ${result.signedIn.early + result.signedIn.rush} participants` +
      `${
        Object.keys(streams.refused).length
          ? `, refused: ${Object.entries(streams.refused)
              .map(([why, n]) => `${why}×${n}`)
              .join(', ')}`
          : ''
      }` +
      `, ${result.withoutStream} without one; 'Keine Verbindung' shown ${streams.gone}×. ` +
      `Notices (bursts of events) ${streams.notices}, naming: ` +
      (Object.entries(streams.named)
        .sort(([, a], [, b]) => b - a)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ') || 'nothing') +
      '.',
    '',
    rereadTable(result),
    '',
    `Re-reads per write: ${(f.rereads.event / Math.max(1, f.rereads.writes)).toFixed(1)} requests caused by live events per acknowledged write ` +
      `(${f.rereads.event} / ${f.rereads.writes}); after own writes ${(f.rereads.own / Math.max(1, f.rereads.ownWrites)).toFixed(1)} more per write.`,
    `Requests per participant per minute after the rush: ${f.perMinute.toFixed(1)}. Photos viewed on task pages: ${result.photosViewed}.`,
    `429: ${f.waited429} on reads, waited out and asked again; ${f.writes429} on writes (errors).`,
    '',
    `### Server`,
    '',
    `Event-loop delay: ${f.eventLoop ? `p99 ${ms(f.eventLoop.p99)} ms, max ${ms(f.eventLoop.max)} ms (${f.eventLoop.source})` : 'n/a'}` +
      `${worstByPhase(result)}. ` +
      `The server's own line: run ${line(result.server.ownLine.run)}, restarted server ${line(result.server.ownLine.restarted)}.`,
    `Memory: ${f.memoryPeak ? `VmRSS peak ${mib(f.memoryPeak.rssKiB * 1024)}, VmHWM ${mib(f.memoryPeak.hwmKiB * 1024)}` : 'n/a'}; ` +
      `after the restart VmHWM ${result.restart.hwmKiB === null ? 'n/a' : mib(result.restart.hwmKiB * 1024)}.`,
    ...(result.server.saveSummary ? [`The restarted server at its stop: ${result.server.saveSummary}`] : []),
    `CPU in the run: server ${result.server.cpuSeconds?.toFixed(1) ?? 'n/a'} s, load generator ${result.benchCpuSeconds.toFixed(1)} s; ` +
      `load average ${result.load.start.toFixed(1)} → ${result.load.end.toFixed(1)}.`,
    `Data folder: ${mib(result.disk.bytes)} in ${result.disk.files} files; uploads acknowledged ${mib(f.disk.uploads)}; ` +
      (typeof result.disk.oneState === 'string'
        ? `one state: n/a (${result.disk.oneState})`
        : `one state ${mib(result.disk.oneState.stateBytes)} (--export ${mib(result.disk.oneState.exportBytes)} minus ${mib(result.disk.oneState.base64Bytes)} of its ${result.disk.oneState.files} files' base64)`) +
      '.',
    '',
    `### After kill -9 and restart (ready after ${(result.restart.readyMs / 1000).toFixed(1)} s)`,
    '',
    verificationLines(result),
    `Acknowledged: ${acknowledged.comments.length} comments (${acknowledged.comments.filter((c) => c.photos.length).length} with photos), ` +
      `${acknowledged.likes.length} likes, ${acknowledged.votes.length} votes, ${acknowledged.polls.length} polls.`,
    '',
    `### Targets`,
    '',
    ...f.targets.map((t) => `- ${t.met === null ? 'n/a ' : t.met ? 'PASS' : 'FAIL'} ${t.name}: ${t.detail}`),
  );
  return { text: out.join('\n'), figures: f };
}

const PHASES = {
  idle: 'quiet',
  rush: 'rush',
  before: 'sample data',
  uploads: 'uploads',
  after: 'uploads stored',
} as const;

/** The probe's worst second in each phase of the run: where the server held everyone up. */
function worstByPhase(result: BenchResult): string {
  const w = windows(result);
  const phases = (Object.keys(PHASES) as (keyof typeof PHASES)[]).map((phase) => {
    const worst = Math.max(0, ...within(result.server.seconds, ...w[phase]).map((second) => second.max));
    return `${PHASES[phase]} ${ms(worst)}`;
  });
  return result.server.seconds.length ? `; longest delay per phase (ms): ${phases.join(', ')}` : '';
}

const line = (figures: { p99: number; max: number } | null) =>
  figures ? `p99 ${ms(figures.p99)} ms, max ${ms(figures.max)} ms` : 'n/a';

function verificationLines(result: BenchResult): string {
  const v = result.restart.verification;
  if (!v) return `- not read back: ${result.restart.error ?? 'unknown'}`;
  const checks = [
    ['comments', v.comments],
    ['photos (SHA-256)', v.photos],
    ['likes', v.likes],
    ['votes', v.votes],
    ['polls', v.polls],
  ] as const;
  const lines = checks.map(
    ([name, check]) =>
      `- ${name}: ${check.checked - check.missing.length} of ${check.checked} read back` +
      (check.missing.length
        ? `; missing: ${check.missing.slice(0, 5).join('; ')}${check.missing.length > 5 ? ' …' : ''}`
        : ''),
  );
  if (v.signedInAgain)
    lines.push(`- sessions not kept over the restart: ${v.signedInAgain} (signed in again to check)`);
  return lines.join('\n');
}
