// The built workshop server as a child process: started on a data folder, its output read for the figures it
// prints, its memory sampled from /proc, stopped with SIGTERM or killed with SIGKILL.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLIENT_HEADER } from './client';

const READY = 'Workshop-Server läuft';
/** The server's own line at its stop (SIGTERM, SIGINT): `…: p99 12 ms, höchstens 48 ms.` */
const EVENT_LOOP_LINE = /Verzögerung der Ereignisschleife seit dem Start: p99 ([\d.,]+) ms, höchstens ([\d.,]+) ms/;
/** The probe's line, once a second. */
const PROBE_LINE = /^bench-probe event-loop t=(\d+) p99=([\d.]+) max=([\d.]+) interval-max=([\d.]+)$/;
const number = (text: string) => Number(text.replace(',', '.'));

/**
 * Loaded into the server process with --import: measures its event loop's delay as the server's own line will
 * (perf_hooks), once a second, since the server is killed with SIGKILL after the run and cannot print its stop
 * line then. SIGUSR2 starts the figures anew (at the start of the measured run).
 */
const PROBE = `import { monitorEventLoopDelay } from 'node:perf_hooks';
const total = monitorEventLoopDelay({ resolution: 10 });
const second = monitorEventLoopDelay({ resolution: 10 });
total.enable();
second.enable();
let start = Date.now();
process.on('SIGUSR2', () => { total.reset(); start = Date.now(); });
const ms = (ns) => (ns / 1e6).toFixed(1);
setInterval(() => {
  process.stdout.write('bench-probe event-loop t=' + (Date.now() - start) + ' p99=' + ms(total.percentile(99)) +
    ' max=' + ms(total.max) + ' interval-max=' + ms(second.max) + '\\n');
  second.reset();
}, 1000).unref();
`;

export interface EventLoopFigures {
  p99: number;
  max: number;
}

export interface ServerOptions {
  script: string;
  dataDir: string;
  siteDir: string;
  port: number;
  /** Extra arguments (--sample, --admin-password …). */
  args?: readonly string[];
  /** A folder for the probe's file. */
  workDir: string;
}

export interface MemorySample {
  /** performance.now() */
  at: number;
  rssKiB: number;
  hwmKiB: number;
}

async function memoryOf(pid: number): Promise<Omit<MemorySample, 'at'> | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKiB: kib('VmRSS'), hwmKiB: kib('VmHWM') };
  } catch {
    return null;
  }
}

/** utime + stime of a process in seconds, from /proc (Linux); null elsewhere. */
export async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    // Fields 14 and 15 of stat(5), counted from the state field (3): indexes 11 and 12 here; 100 ticks per second.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export async function startServer(options: ServerOptions) {
  const probe = join(options.workDir, 'event-loop-probe.mjs');
  await writeFile(probe, PROBE);
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(probe).href,
      options.script,
      '--data',
      options.dataDir,
      '--port',
      String(options.port),
      '--client-header',
      CLIENT_HEADER,
      // The request lines are counted from the output; by default they go only to the data folder's log.
      '--verbose',
      ...(options.args ?? []),
    ],
    { env: { ...process.env, KIZ_WORKSHOP_BUILD: options.siteDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const state = {
    requests: 0,
    saveSummary: null as string | null,
    /** The server's own event-loop line, when it printed one. */
    eventLoop: null as EventLoopFigures | null,
    /** The probe's figures since the last SIGUSR2, and each second's worst delay (performance.now(), ms). */
    probe: null as EventLoopFigures | null,
    seconds: [] as { at: number; max: number }[],
    memory: [] as MemorySample[],
    output: '',
    readyAfterMs: 0,
  };
  const ready = new Promise<void>((done, fail) => {
    let pending = '';
    const read = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const probed = PROBE_LINE.exec(line);
        const loop = EVENT_LOOP_LINE.exec(line);
        if (probed) {
          state.probe = { p99: number(probed[2] ?? '0'), max: number(probed[3] ?? '0') };
          state.seconds.push({ at: performance.now(), max: number(probed[4] ?? '0') });
        } else if (/^(GET|POST|PUT|DELETE|HEAD) \//.test(line)) state.requests++;
        else if (loop) state.eventLoop = { p99: number(loop[1] ?? '0'), max: number(loop[2] ?? '0') };
        else if (line.startsWith('Seit dem Start')) state.saveSummary = line;
        else if (state.output.length < 20_000) state.output += `${line}\n`;
        if (line.includes(READY)) {
          state.readyAfterMs = performance.now() - startedAt;
          done();
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) =>
      fail(new Error(`Der Workshop-Server hat sich beendet (${code ?? signal}):\n${state.output}${pending}`)),
    );
  });
  // Nobody may wait for `ready` after a failed start; the rejection is still seen by whoever awaits it.
  ready.catch(() => {});
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const sampler = setInterval(() => {
    if (child.pid === undefined || child.exitCode !== null) return;
    void memoryOf(child.pid).then((memory) => memory && state.memory.push({ at: performance.now(), ...memory }));
  }, 1000);
  sampler.unref();

  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    state,
    ready,
    exited,
    /** Starts the probe's figures anew. */
    resetEventLoop() {
      if (running()) child.kill('SIGUSR2');
      state.seconds = [];
    },
    /** SIGTERM, as Ctrl+C would; SIGKILL when it has not ended after 30 s. */
    async stop(): Promise<void> {
      clearInterval(sampler);
      if (!running()) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killed);
    },
    /** kill -9: nothing of the server's own stop runs. */
    async kill(): Promise<void> {
      clearInterval(sampler);
      if (!running()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServer>>;
