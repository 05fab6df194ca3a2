// The workshop load test, a room's day on one laptop: starts the built workshop server as a process on a
// temporary data folder; the facilitator invites, everyone registers. A few early arrivals sign in and work
// while the room is quiet (their idle latency); then the rest sign in within a second (the rush) while the early
// ones keep working; then everyone acts every few seconds, the facilitator starts polls, and the task pages'
// people upload flipchart photos until the target is stored. Afterwards the server is killed with SIGKILL,
// restarted on the same folder, and every acknowledged write is read back through the API.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setMaxListeners } from 'node:events';
import { createClient } from './client';
import { folderSize, oneState, type OneState } from './disk';
import { ADMIN_PASSWORD, FACILITATOR, inviteAndRegister, signInFacilitator, startPolls } from './facilitator';
import { emptyStreamFigures, type StreamFigures } from './live';
import { homeScreens, runParticipant, THINK_MS, type ParticipantResult, type RoomOptions } from './participant';
import { emptyAcknowledged, seeded, sleep, type Acknowledged, type Session } from './room';
import type { ScreenName } from './screens';
import { cpuSecondsOf, startServer, type EventLoopFigures, type MemorySample } from './server-process';
import type { Sample } from './stats';
import { createUploadPlan, PHOTO_BYTES, PHOTOS_PER_COMMENT } from './uploads';
import { restartAndVerify, type Restart } from './restart';

export interface BenchOptions {
  /** Participants whose sign-ins make the rush. */
  participants: number;
  /** Participants signed in before it, working while the room is quiet. */
  early: number;
  idleSeconds: number;
  /** The rush's sign-ins are fired evenly over this many seconds. */
  rushSeconds: number;
  /** The room's run from the rush on, at least. */
  seconds: number;
  /** After the rush, text comments on the sample data before any upload. */
  beforeSeconds: number;
  /** The photos are spread over this many seconds. */
  uploadSeconds: number;
  /** The run goes on at least this long after the upload target is reached. */
  afterSeconds: number;
  uploadBytes: number;
  photoBytes?: number;
  photoViews?: number;
  hotTasks?: number;
  pollEverySeconds?: number;
  port: number;
  /** The built server (dist-server/workshop.js). */
  serverScript: string;
  think?: { min: number; max: number };
  /** Re-read on live updates and own writes as the app does (default true). */
  rereads?: boolean;
  seed?: number;
  log?: (line: string) => void;
}

/** Moments of the run, in ms on the samples' clock (`Sample.at`). */
export interface Marks {
  idleStart: number;
  rushStart: number;
  /** The last participant of the rush signed in and on their screen. */
  rushEnd: number;
  uploadStart: number;
  /** The upload target acknowledged; null when it never was. */
  uploadsDone: number | null;
  runEnd: number;
}

export interface BenchResult {
  options: BenchOptions;
  marks: Marks;
  samples: Sample[];
  setupSamples: Sample[];
  setupSeconds: number;
  /** Device ids ('0', '1', …) of the early arrivals and everyone's screen. */
  early: string[];
  homes: Record<string, ScreenName>;
  signedIn: { early: number; rush: number };
  actions: Record<string, number>;
  notices: Record<string, { event: number; eventReread: number; own: number; ownReread: number }>;
  streams: StreamFigures;
  /** Participants whose stream never opened. */
  withoutStream: number;
  photosViewed: number;
  acknowledged: Acknowledged;
  server: {
    probe: EventLoopFigures | null;
    /** Each second's longest delay, `at` on the samples' clock. */
    seconds: { at: number; max: number }[];
    /** The server's own stop line, if it printed one (the run's server is killed: so far the restarted one's). */
    ownLine: { run: EventLoopFigures | null; restarted: EventLoopFigures | null };
    /** VmRSS and VmHWM once a second, `at` on the samples' clock. */
    memory: MemorySample[];
    cpuSeconds: number | null;
    saveSummary: string | null;
  };
  disk: { bytes: number; files: number; oneState: OneState | string };
  restart: Restart;
  benchCpuSeconds: number;
  load: { start: number; end: number };
}

export async function runWorkshopBench(options: BenchOptions): Promise<BenchResult> {
  const log = options.log ?? (() => {});
  const folder = await mkdtemp(join(tmpdir(), 'kiz-workshop-bench-'));
  const dataDir = join(folder, 'daten');
  const siteDir = join(folder, 'seite');
  await mkdir(siteDir, { recursive: true });
  // The load is /api; the page itself only has to exist for the server to start.
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>Lasttest</title>');
  const origin = performance.now();
  const since = () => performance.now() - origin;
  const serverOptions = { script: options.serverScript, dataDir, siteDir, port: options.port, workDir: folder };
  const server = await startServer({ ...serverOptions, args: ['--sample', '--admin-password', ADMIN_PASSWORD] });
  try {
    await server.ready;
    const base = `http://127.0.0.1:${options.port}`;
    const samples: Sample[] = [];
    const setupSamples: Sample[] = [];
    /** A device whose calls go into `list`, timed on the samples' clock. */
    const device = (list: Sample[]) => (who: string) =>
      createClient(
        base,
        who,
        (sample) => list.push(sample),
        () => origin,
      );

    const setupStart = performance.now();
    const admin = device(setupSamples)(FACILITATOR);
    const groupIds = await signInFacilitator(admin);
    const total = options.early + options.participants;
    const registering = device(setupSamples);
    const accounts = await inviteAndRegister(admin, groupIds, total, (i) => registering(String(i)));
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const acknowledged = emptyAcknowledged();
    const sessions = new Map<string, Session>();
    const actions: Record<string, number> = {};
    const notices: BenchResult['notices'] = {};
    const stop = new AbortController();
    setMaxListeners(total + 10, stop.signal);
    const photoBytes = options.photoBytes ?? PHOTO_BYTES;
    const uploads = createUploadPlan({
      targetBytes: options.uploadBytes,
      bytesPerComment: photoBytes * PHOTOS_PER_COMMENT,
      seconds: options.uploadSeconds,
    });
    const room: RoomOptions = {
      base,
      acknowledged,
      sessions,
      uploads,
      photoBytes,
      photoViews: options.photoViews ?? 6,
      hotTasks: options.hotTasks ?? 3,
      think: options.think ?? THINK_MS,
      rereads: options.rereads ?? true,
      stop: stop.signal,
      onAction: (kind) => void (actions[kind] = (actions[kind] ?? 0) + 1),
      onNotice: (screen, cause, reread) => {
        const figures = (notices[screen] ??= { event: 0, eventReread: 0, own: 0, ownReread: 0 });
        if (cause === 'event') figures.event += 1;
        else figures.own += 1;
        if (reread && cause === 'event') figures.eventReread += 1;
        if (reread && cause === 'own write') figures.ownReread += 1;
      },
    };
    const homes = [...homeScreens(options.early), ...homeScreens(options.participants)];
    const random = seeded(options.seed ?? 2026);
    let taskSlots = 0;
    const signedIn = { early: 0, rush: 0 };
    const start = (index: number, early: boolean) => {
      const home = homes[index] ?? 'dashboard';
      let settle: () => void = () => {};
      const settled = new Promise<void>((done) => (settle = done));
      const run: Promise<ParticipantResult> = runParticipant({
        index,
        account: accounts[index]!,
        client: device(samples)(String(index)),
        home,
        slot: home === 'task' ? taskSlots++ : 0,
        random: seeded(Math.floor(random() * 2 ** 32)),
        room,
        onSignedIn: () => void signedIn[early ? 'early' : 'rush']++,
        onReady: settle,
      }).catch((error: unknown) => {
        log(`Teilnehmer ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
        return { signedIn: false, stream: null, photosViewed: 0 };
      });
      void run.finally(settle);
      return { run, settled };
    };

    // The early arrivals sign in and reach their screens before anything is measured; the rush lasts until the last
    // of the others has too (signed in, dashboard, their own screen).
    const early = Array.from({ length: options.early }, (_, i) => start(i, true));
    await Promise.all(early.map((participant) => participant.settled));
    const cpuBefore = await cpuSecondsOf(server.child.pid);
    const benchCpuBefore = process.cpuUsage();
    const loadAtStart = loadavg()[0] ?? 0;
    server.resetEventLoop();
    const idleStart = since();
    log(
      `Setup ${setupSeconds.toFixed(1)} s; ${signedIn.early} early arrivals at work, quiet for ${options.idleSeconds} s …`,
    );
    await sleep(options.idleSeconds * 1000);

    const rushStart = since();
    const rush = Array.from({ length: options.participants }, (_, j) => {
      const index = options.early + j;
      return sleep((j * options.rushSeconds * 1000) / options.participants).then(() => start(index, false));
    });
    const rushers = await Promise.all(rush);
    await Promise.all(rushers.map((participant) => participant.settled));
    const rushEnd = since();
    log(
      `Rush: ${signedIn.rush} of ${options.participants} signed in after ${((rushEnd - rushStart) / 1000).toFixed(1)} s.`,
    );
    // The facilitator's polls belong to the run's figures, the setup's calls do not.
    const facilitator = device(samples)(FACILITATOR);
    facilitator.setToken(admin.token);
    const polls = startPolls(
      facilitator,
      groupIds,
      { firstMs: 5000, everyMs: (options.pollEverySeconds ?? 30) * 1000 },
      stop.signal,
      acknowledged,
    );

    await sleep(options.beforeSeconds * 1000);
    uploads.begin(performance.now());
    const uploadStart = since();
    log(`Uploads from ${((uploadStart - idleStart) / 1000).toFixed(0)} s on: ${uploads.comments} photo comments …`);
    const runUntil = rushStart + options.seconds * 1000;
    const hardEnd = rushStart + Math.max(3 * options.seconds, options.beforeSeconds + 3 * options.uploadSeconds) * 1000;
    for (;;) {
      const now = since();
      const done = uploads.doneAt === null ? null : uploads.doneAt - origin;
      if (now >= hardEnd || (done !== null && now >= Math.max(runUntil, done + options.afterSeconds * 1000))) break;
      await sleep(500);
    }
    const runEnd = since();
    stop.abort();
    const results = await Promise.all([...early, ...rushers].map((participant) => participant.run));
    await polls;
    const cpuAfter = await cpuSecondsOf(server.child.pid);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const loadAtEnd = loadavg()[0] ?? 0;
    const disk = await folderSize(dataDir);
    const memory = server.state.memory.map((sample) => ({ ...sample, at: sample.at - origin }));
    const probe = server.state.probe;
    const seconds = server.state.seconds.map((second) => ({ at: second.at - origin, max: second.max }));
    log(`Run ended after ${((runEnd - idleStart) / 1000).toFixed(0)} s; kill -9, restart, reading back …`);

    await server.kill();
    const restart = await restartAndVerify(serverOptions, acknowledged, sessions, origin);
    const state = await oneState(options.serverScript, dataDir, join(folder, 'export.json'));

    const streams = results.reduce<StreamFigures>((sum, result) => {
      const own = result.stream;
      if (!own) return sum;
      sum.opened += own.opened;
      sum.notices += own.notices;
      sum.gone += own.gone;
      for (const [name, n] of Object.entries(own.named)) sum.named[name] = (sum.named[name] ?? 0) + n;
      for (const [why, n] of Object.entries(own.refused)) sum.refused[why] = (sum.refused[why] ?? 0) + n;
      return sum;
    }, emptyStreamFigures());
    return {
      options,
      marks: {
        idleStart,
        rushStart,
        rushEnd,
        uploadStart,
        uploadsDone: uploads.doneAt === null ? null : uploads.doneAt - origin,
        runEnd,
      },
      samples,
      setupSamples,
      setupSeconds,
      early: early.map((_, i) => String(i)),
      homes: Object.fromEntries(homes.map((home, i) => [String(i), home])),
      signedIn,
      actions,
      notices,
      streams,
      withoutStream: results.filter((result) => result.signedIn && !result.stream?.opened).length,
      photosViewed: results.reduce((sum, result) => sum + result.photosViewed, 0),
      acknowledged,
      server: {
        probe,
        seconds,
        ownLine: { run: server.state.eventLoop, restarted: restart.ownLine },
        memory,
        cpuSeconds: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
        saveSummary: restart.saveSummary,
      },
      disk: { ...disk, oneState: state },
      restart,
      benchCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
      load: { start: loadAtStart, end: loadAtEnd },
    };
  } finally {
    await server.kill();
    await rm(folder, { recursive: true, force: true });
  }
}
