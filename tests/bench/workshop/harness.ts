// The workshop load test: starts the built workshop server as a process on a temporary data folder, invites and
// registers the participants through the API as the facilitator, lets them sign in over a ramp and act for the
// measured time, then stops the server and checks every acknowledged write in the newest saved state, read with the
// server's own loader.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readState } from '../../../server/workshop/state';
import { createClient } from './client';
import { setMaxListeners } from 'node:events';
import { runParticipant, THINK_MS, type Acknowledged, type EventStreamFigures } from './participant';
import { summarize, type Row, type Sample } from './stats';

export interface BenchOptions {
  participants: number;
  seconds: number;
  /** Sign-ins spread evenly over this many seconds at the start. */
  rampSeconds: number;
  port: number;
  /** The built server (dist-server/workshop.js). */
  serverScript: string;
  /** The pause before each action, in ms; THINK_MS unless given. */
  think?: { min: number; max: number };
  /** Reload the dashboard on live updates as the app does (default true). */
  reloadOnEvents?: boolean;
  coalesceMs?: number;
  jitterMs?: number;
  /** Makes the participants' choices repeatable. */
  seed?: number;
  log?: (line: string) => void;
}

export interface BenchResult {
  rows: Row[];
  /** The calls that started after the last sign-in ended (no PBKDF2 beside them). */
  steadyRows: Row[];
  steadyFromSeconds: number;
  /** Inviting and registering before the measured run. */
  setupRows: Row[];
  setupSeconds: number;
  elapsedSeconds: number;
  signedIn: number;
  actions: Record<string, number>;
  stream: { offered: number; notOffered: number; other: string[]; events: number; endedEarly: number };
  acknowledged: { comments: number; likes: number; votes: number };
  lost: { comments: number; likes: number; votes: number };
  /** Saves during the measured run (from the saved states' counter) and the server's own summary at its stop. */
  saves: number;
  saveSummary: string | null;
  savedStateBytes: number;
  /** CPU seconds the server process used during the measured run (Linux), else null. */
  serverCpuSeconds: number | null;
  benchCpuSeconds: number;
  /** The machine's 1-minute load average when the measured run began and ended (other work shares the cores). */
  load: { start: number; end: number };
}

const ADMIN_PASSWORD = 'Lasttest-Leitung-2026';
const PARTICIPANT_PASSWORD = 'Lasttest-Teilnahme-2026';
const READY = 'Workshop-Server läuft';

/** mulberry32: a small seeded generator, so two runs make the same choices. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** utime + stime of a process in seconds, from /proc (Linux); null elsewhere. */
async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    // Fields 14 and 15 of stat(5), counted from the state field (3): indexes 11 and 12 here; 100 ticks per second.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const sequenceOf = (name: string) => Number(/^stand-(\d+)-/.exec(name)?.[1] ?? 0);
async function newestState(dir: string): Promise<string | null> {
  return (
    (await readdir(dir))
      .filter((name) => name.startsWith('stand-') && name.endsWith('.json'))
      .sort()
      .at(-1) ?? null
  );
}

function startServer(options: BenchOptions, dataDir: string, siteDir: string) {
  const child = spawn(
    process.execPath,
    [
      options.serverScript,
      '--data',
      dataDir,
      '--port',
      String(options.port),
      '--sample',
      '--admin-password',
      ADMIN_PASSWORD,
      '--client-header',
      'X-Bench-Teilnehmer',
    ],
    { env: { ...process.env, KIZ_WORKSHOP_BUILD: siteDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const state = { requests: 0, summary: null as string | null, output: '' };
  const ready = new Promise<void>((done, fail) => {
    let pending = '';
    const read = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (/^(GET|POST|PUT|DELETE|HEAD) \//.test(line)) state.requests++;
        else if (line.startsWith('Seit dem Start')) state.summary = line;
        else if (state.output.length < 20_000) state.output += `${line}\n`;
        if (line.includes(READY)) done();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      fail(new Error(`Der Workshop-Server hat sich beendet (${code}):\n${state.output}${pending}`)),
    );
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, state, ready, exited };
}

async function stopServer(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killed);
}

export async function runWorkshopBench(options: BenchOptions): Promise<BenchResult> {
  const log = options.log ?? (() => {});
  const folder = await mkdtemp(join(tmpdir(), 'kiz-workshop-bench-'));
  const dataDir = join(folder, 'daten');
  const siteDir = join(folder, 'seite');
  await mkdir(siteDir, { recursive: true });
  // The load is /api; the page itself only has to exist for the server to start.
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>Lasttest</title>');
  const server = startServer(options, dataDir, siteDir);
  try {
    await server.ready;
    const base = `http://127.0.0.1:${options.port}`;
    let runStart = performance.now();
    const setupSamples: Sample[] = [];
    const samples: Sample[] = [];
    const setupStart = performance.now();

    // The facilitator invites each participant into a project group, as in a workshop; each registers once.
    const admin = createClient(
      base,
      'leitung',
      (sample) => setupSamples.push(sample),
      () => setupStart,
    );
    const login = await admin.call<{ token: string }>('POST', '/login', {
      json: { email: 'admin@example.com', password: ADMIN_PASSWORD },
    });
    if (!login.body?.token) throw new Error(`Die Leitung konnte sich nicht anmelden (${login.status}).`);
    admin.setToken(login.body.token);
    const groups = (await admin.call<{ data: { id: number; status: string }[] }>('GET', '/groups')).body?.data ?? [];
    const projects = (await admin.call<{ data: { projectGroupId: number }[] }>('GET', '/projects')).body?.data ?? [];
    const withProjects = new Set(projects.map((project) => project.projectGroupId));
    const groupIds = groups
      .filter((group) => group.status === 'active' && withProjects.has(group.id))
      .map((group) => group.id);
    if (!groupIds.length) throw new Error('Keine aktive Projektgruppe mit Projekten in den Beispieldaten.');
    const accounts = Array.from({ length: options.participants }, (_, i) => ({
      email: `teilnehmer-${i + 1}@lasttest.example`,
      password: PARTICIPANT_PASSWORD,
    }));
    // One call after another, as the invitations form sends its lines; the server's cap of requests per second
    // and device holds for the facilitator too, so a 429 waits its Retry-After (the form itself would stop there).
    for (const [i, account] of accounts.entries()) {
      const invite = () =>
        admin.call('POST', '/whitelisted-emails', {
          json: { email: account.email, projectGroupId: groupIds[i % groupIds.length], isActive: true },
        });
      let invited = await invite();
      while (invited.status === 429) {
        await new Promise((done) => setTimeout(done, 1000));
        invited = await invite();
      }
      if (!invited.ok) throw new Error(`Einladung ${account.email} abgelehnt (${invited.status}).`);
    }
    // Two at a time: each registration hashes the password (PBKDF2), two cores.
    let next = 0;
    await Promise.all(
      [0, 1].map(async () => {
        while (next < accounts.length) {
          const i = next++;
          const account = accounts[i]!;
          const client = createClient(
            base,
            String(i),
            (sample) => setupSamples.push(sample),
            () => setupStart,
          );
          const registered = await client.call('POST', '/register', {
            json: { ...account, name: `Teilnehmer ${i + 1}`, companyName: 'Lasttest' },
          });
          if (!registered.ok) throw new Error(`Registrierung ${account.email} abgelehnt (${registered.status}).`);
        }
      }),
    );
    const setupSeconds = (performance.now() - setupStart) / 1000;
    log(
      `Invited and registered ${accounts.length} in ${setupSeconds.toFixed(1)} s; measuring ${options.seconds} s, sign-ins over ${options.rampSeconds.toFixed(1)} s …`,
    );

    const firstState = await newestState(dataDir);
    const cpuBefore = await cpuSecondsOf(server.child.pid);
    const benchCpuBefore = process.cpuUsage();
    const acknowledged: Acknowledged = { comments: [], likes: [], votes: [] };
    const actions: Record<string, number> = {};
    const stop = new AbortController();
    const closeStreams = new AbortController();
    // Every participant listens to both.
    setMaxListeners(options.participants + 10, stop.signal, closeStreams.signal);
    let lastSignIn = 0;
    const loadAtStart = loadavg()[0] ?? 0;
    runStart = performance.now();
    const timer = setTimeout(() => stop.abort(), options.seconds * 1000);
    const random = seeded(options.seed ?? 2026);
    const runs = accounts.map(async (account, index) => {
      await new Promise((done) => setTimeout(done, (index * options.rampSeconds * 1000) / options.participants));
      const client = createClient(
        base,
        String(index),
        (sample) => samples.push(sample),
        () => runStart,
      );
      return runParticipant({
        index,
        account,
        client,
        base,
        acknowledged,
        stop: stop.signal,
        closeStream: closeStreams.signal,
        random: seeded(Math.floor(random() * 2 ** 32)),
        think: options.think ?? THINK_MS,
        reloadOnEvents: options.reloadOnEvents,
        coalesceMs: options.coalesceMs,
        jitterMs: options.jitterMs,
        onSignedIn: () => {
          lastSignIn = performance.now() - runStart;
        },
        onAction: (kind) => {
          actions[kind] = (actions[kind] ?? 0) + 1;
        },
      });
    });
    const ended = await Promise.all(runs.map((run) => run.catch(() => ({ stream: null, signedIn: false }))));
    clearTimeout(timer);
    const elapsedSeconds = (performance.now() - runStart) / 1000;
    const loadAtEnd = loadavg()[0] ?? 0;
    closeStreams.abort();
    const cpuAfter = await cpuSecondsOf(server.child.pid);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const streams = await Promise.all(ended.map((result) => result.stream ?? null));
    const lastState = await newestState(dataDir);

    await stopServer(server.child, server.exited);
    const newest = await newestState(dataDir);
    if (!newest) throw new Error('Kein gespeicherter Stand im Datenordner.');
    const text = await readFile(join(dataDir, newest), 'utf8');
    const { tables } = readState(text, new Date());
    const comments = new Set(tables.comments.map((c) => `${c.taskId}|${c.createdBy}|${c.content}`));
    const likes = new Set(tables.likes.map((l) => `${l.commentId}|${l.userId}`));
    const votes = new Set(tables.votes.map((v) => `${v.pollId}|${v.userId}|${v.optionId}`));

    const streamOf = (list: (EventStreamFigures | null)[]) => ({
      offered: list.filter((s) => s?.state === 'offered').length,
      notOffered: list.filter((s) => s?.state === 'not offered').length,
      other: list.flatMap((s) => (s && s.state !== 'offered' && s.state !== 'not offered' ? [s.state] : [])),
      events: list.reduce((sum, s) => sum + (s?.events ?? 0), 0),
      endedEarly: list.filter((s) => s?.endedEarly).length,
    });
    return {
      rows: summarize(samples, elapsedSeconds),
      steadyRows: summarize(
        samples.filter((sample) => sample.at >= lastSignIn),
        Math.max(0.001, elapsedSeconds - lastSignIn / 1000),
      ),
      steadyFromSeconds: lastSignIn / 1000,
      setupRows: summarize(setupSamples, setupSeconds).filter((row) => !row.type.startsWith('all')),
      setupSeconds,
      elapsedSeconds,
      signedIn: ended.filter((result) => result.signedIn).length,
      actions,
      stream: streamOf(streams),
      acknowledged: {
        comments: acknowledged.comments.length,
        likes: acknowledged.likes.length,
        votes: acknowledged.votes.length,
      },
      lost: {
        comments: acknowledged.comments.filter((c) => !comments.has(`${c.taskId}|${c.userId}|${c.content}`)).length,
        likes: acknowledged.likes.filter((l) => !likes.has(`${l.commentId}|${l.userId}`)).length,
        votes: acknowledged.votes.filter((v) => !votes.has(`${v.pollId}|${v.userId}|${v.optionId}`)).length,
      },
      saves: firstState && lastState ? sequenceOf(lastState) - sequenceOf(firstState) : 0,
      saveSummary: server.state.summary,
      savedStateBytes: Buffer.byteLength(text),
      serverCpuSeconds: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
      benchCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
      load: { start: loadAtStart, end: loadAtEnd },
    };
  } finally {
    await stopServer(server.child, server.exited);
    await rm(folder, { recursive: true, force: true });
  }
}
