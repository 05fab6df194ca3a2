// Password hashing for the workshop server in worker threads of its own. WebCrypto's PBKDF2 runs on libuv's four
// threads, which every file write and fsync of a save needs too: 40 sign-ins in one second held an already
// signed-in participant's comment back for 8.6 s. pbkdf2Sync inside a worker takes neither those threads nor the
// event loop, and one core stays free for the server.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { setPasswordDerivation, type PasswordDerivation } from '../../src/data/demo/password';

/**
 * The worker's code, inline: the server is bundled into one file (server/vite.config.ts), so there is no worker
 * file to point at. Plain JavaScript, run as CommonJS; the same derivation as src/data/demo/password.ts (32 bytes).
 * A refused input (iterations of 0) is answered as an error, so the worker lives on.
 */
export const PASSWORD_WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { pbkdf2Sync } = require('node:crypto');
parentPort.on('message', ({ password, saltHex, iterations }) => {
  let answer;
  try {
    answer = { hash: pbkdf2Sync(password, Buffer.from(saltHex, 'hex'), iterations, 32, 'sha256').toString('hex') };
  } catch (error) {
    answer = { error: String((error && error.message) || error) };
  }
  parentPort.postMessage(answer);
});
`;

export interface PasswordPoolOptions {
  /** How many derivations run at once; by default one fewer than the cores, at least one. */
  size?: number;
  /** Tests only: a worker that misbehaves. */
  source?: string;
}

export interface PasswordPool {
  derive: PasswordDerivation;
  /** Derivations waiting for a worker. */
  readonly queued: number;
  /** Refuses new derivations and those still waiting; running ones finish, then their workers end. */
  close(): Promise<void>;
}

interface Job {
  message: { password: string; saltHex: string; iterations: number };
  resolve: (hash: string) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  exited: Promise<void>;
}

export const defaultPoolSize = () => Math.max(1, availableParallelism() - 1);

function answerOf(message: unknown): { hash: string } | { error: string } {
  if (typeof message === 'object' && message !== null) {
    if ('hash' in message && typeof message.hash === 'string') return { hash: message.hash };
    if ('error' in message) return { error: String(message.error) };
  }
  return { error: 'unreadable answer from a password worker' };
}

export function createPasswordPool({
  size = defaultPoolSize(),
  source = PASSWORD_WORKER_SOURCE,
}: PasswordPoolOptions = {}): PasswordPool {
  const places = Math.max(1, size);
  const waiting: Job[] = [];
  const slots = new Set<Slot>();
  let closed = false;

  // A worker keeps the process alive only while it derives: an idle pool never holds up the server's exit.
  function finish(slot: Slot) {
    slot.job = null;
    slot.worker.unref();
    if (closed) void slot.worker.terminate();
    else dispatch();
  }

  function spawn(): Slot {
    const worker = new Worker(source, { eval: true });
    worker.unref();
    let exit: () => void = () => {};
    const slot: Slot = { worker, job: null, exited: new Promise((done) => (exit = done)) };
    // A crash rejects its job and frees the place; the next job starts a new worker.
    const fail = (error: Error) => {
      if (!slots.delete(slot)) return;
      slot.job?.reject(error);
      slot.job = null;
      void worker.terminate();
      dispatch();
    };
    worker.on('message', (message: unknown) => {
      const job = slot.job;
      if (!job) return;
      const answer = answerOf(message);
      if ('hash' in answer) job.resolve(answer.hash);
      else job.reject(new Error(`Password derivation refused: ${answer.error}`));
      finish(slot);
    });
    worker.on('error', (error) => fail(new Error('A password worker crashed', { cause: error })));
    worker.on('exit', (code) => {
      fail(new Error(`A password worker ended (exit code ${code})`));
      exit();
    });
    slots.add(slot);
    return slot;
  }

  function dispatch() {
    while (waiting.length > 0) {
      const slot = [...slots].find((candidate) => !candidate.job) ?? (slots.size < places ? spawn() : null);
      if (!slot) return;
      const job = waiting.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.message);
    }
  }

  return {
    derive(password, saltHex, iterations) {
      if (closed) return Promise.reject(new Error('The password pool is closed'));
      return new Promise<string>((resolve, reject) => {
        waiting.push({ message: { password, saltHex, iterations }, resolve, reject });
        dispatch();
      });
    },
    get queued() {
      return waiting.length;
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The password pool is closed'));
      const all = [...slots];
      for (const slot of all) {
        slot.worker.unref();
        if (!slot.job) void slot.worker.terminate();
      }
      await Promise.all(all.map((slot) => slot.exited));
    },
  };
}

/** Hashes and checks every password of this process in a pool; the answer restores the derivation and ends it. */
export function installPasswordPool(options?: PasswordPoolOptions): () => Promise<void> {
  const pool = createPasswordPool(options);
  setPasswordDerivation(pool.derive);
  let closing: Promise<void> | null = null;
  return () => {
    if (!closing) {
      setPasswordDerivation(null);
      closing = pool.close();
    }
    return closing;
  };
}
