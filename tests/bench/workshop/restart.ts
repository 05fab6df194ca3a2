// After the run: the server killed with SIGKILL is started again on the same data folder, and everything it
// acknowledged is read back through the API. A server that does not come back is a finding, not a crash of the bench.
import { createClient } from './client';
import { FACILITATOR, signInFacilitator } from './facilitator';
import type { Acknowledged, Session } from './room';
import { startServer, type EventLoopFigures, type ServerOptions } from './server-process';
import type { Sample } from './stats';
import { verifyThroughApi, type Verification } from './verify';

export interface Restart {
  /** From the start of the process until it served. */
  readyMs: number;
  hwmKiB: number | null;
  verification: Verification | null;
  /** Why the restart or the reading back failed. */
  error: string | null;
  /** The restarted server's own lines at its stop. */
  ownLine: EventLoopFigures | null;
  saveSummary: string | null;
  samples: Sample[];
}

export async function restartAndVerify(
  serverOptions: ServerOptions,
  acknowledged: Acknowledged,
  sessions: ReadonlyMap<string, Session>,
  origin: number,
): Promise<Restart> {
  const samples: Sample[] = [];
  const base = `http://127.0.0.1:${serverOptions.port}`;
  const clientFor = (who: string) =>
    createClient(
      base,
      who,
      (sample) => samples.push(sample),
      () => origin,
    );
  const server = await startServer(serverOptions);
  let verification: Verification | null = null;
  let error: string | null = null;
  try {
    await server.ready;
    const admin = clientFor(FACILITATOR);
    await signInFacilitator(admin);
    verification = await verifyThroughApi(acknowledged, sessions, clientFor, admin);
  } catch (failure) {
    error = failure instanceof Error ? failure.message.slice(0, 2000) : String(failure);
  } finally {
    await server.stop();
  }
  return {
    readyMs: server.state.readyAfterMs,
    hwmKiB: server.state.memory.at(-1)?.hwmKiB ?? null,
    verification,
    error,
    ownLine: server.state.eventLoop,
    saveSummary: server.state.saveSummary,
    samples,
  };
}
