// A stop (Ctrl+C, SIGTERM) takes no new request but lets those under way finish: an upload that is half sent when
// the facilitator stops the server still gets its answer, and what was answered is then saved (app.ts, run.ts).
import type { Server, ServerResponse } from 'node:http';

/** How long requests under way may take to finish; an upload slower than this is cut. */
export const STOP_GRACE_MS = 10_000;
/** After the cut: how long the cut requests' handlers get to notice before the final save goes ahead. */
const AFTER_CUT_MS = 2000;

export const stoppingMessage = 'Der Workshop-Server wird gerade beendet. Bitte versuchen Sie es gleich noch einmal.';

/** Settles with true once `work` has, or with false after `ms`. */
function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    void work.then(() => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/** Keeps account of the requests under way, so that a stop can let them finish. */
export function trackRequests(server: Server) {
  const running = new Set<Promise<void>>();
  const answering = new Set<ServerResponse>();
  let stopping = false;
  let cut = false;

  /** The answers under way close their connection when done: a kept-alive one would take the next request. */
  function closeAfterAnswer(res: ServerResponse): void {
    if (!res.headersSent) return void res.setHeader('Connection', 'close');
    // An answer whose headers are out already (a download, a live stream) leaves an idle connection behind.
    const closeIdle = () => setImmediate(() => server.closeIdleConnections());
    if (res.writableFinished) closeIdle();
    else res.once('finish', closeIdle);
  }

  return {
    /** Whether a stop has begun: a request that arrives now is refused. */
    get stopping() {
      return stopping;
    },
    /** Whether the stop cut this request's connection: nobody is left to answer, and the stop has said so. */
    wasCut: (res: ServerResponse) => cut && res.destroyed,
    track(res: ServerResponse, work: Promise<void>): void {
      running.add(work);
      answering.add(res);
      res.once('close', () => answering.delete(res));
      void work.finally(() => running.delete(work));
    },
    /** Stops listening and waits for the requests under way, at most `graceMs`; then cuts what is left. */
    async stop(graceMs: number, log: (line: string) => void): Promise<void> {
      stopping = true;
      const closed = new Promise<void>((done) => server.close(() => done()));
      for (const res of answering) closeAfterAnswer(res);
      if (await within(graceMs, Promise.all([closed, Promise.allSettled(running)]))) return;
      cut = true;
      const left = running.size;
      server.closeAllConnections();
      if (left)
        log(
          `${left === 1 ? 'Eine Anfrage lief' : `${left} Anfragen liefen`} nach ${graceMs / 1000} s noch und wurde${left === 1 ? '' : 'n'} abgebrochen.`,
        );
      await within(AFTER_CUT_MS, Promise.all([closed, Promise.allSettled(running)]));
    },
  };
}
