// A participant's live updates, held by the app's own module (src/data/http/live-events.ts): the same request,
// parsing, coalescing, spreading and reconnects as in the browser. The bench only hands it a fetch that carries
// the device header and times the stream's opening, and counts what the module reports.
import { startLiveEvents } from '../../../src/data/http/live-events';
import { CLIENT_HEADER, type Client } from './client';
import type { LiveChange } from './decide';

export interface StreamFigures {
  /** Answers that opened a stream (200 text/event-stream); more than one means reconnects. */
  opened: number;
  /** Other answers to GET /api/events: 'status 404', 'failed', … */
  refused: Record<string, number>;
  /** Bursts the module reported (each one re-read of the screen). */
  notices: number;
  /** Bursts that named a resource, by resource ('everything': a burst that could not say). */
  named: Record<string, number>;
  /** Times the app would have shown 'Keine Verbindung zum Server'. */
  gone: number;
}

export const emptyStreamFigures = (): StreamFigures => ({ opened: 0, refused: {}, notices: 0, named: {}, gone: 0 });

/** The resources a burst named ('comments task 3' is comments), each once. */
const resourcesOf = (change: LiveChange): string[] =>
  change === 'everything' ? ['everything'] : [...new Set([...change].map((key) => key.split(' ')[0] ?? key))];

export interface LiveOptions {
  base: string;
  client: Client;
  onChange: (change: LiveChange) => void;
}

export function openLiveEvents({ base, client, onChange }: LiveOptions) {
  const figures = emptyStreamFigures();
  const refuse = (why: string) => void (figures.refused[why] = (figures.refused[why] ?? 0) + 1);
  const fetchWithFigures = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    headers.set(CLIENT_HEADER, client.id);
    const at = performance.now();
    const opening = (status: number, ok: boolean) =>
      client.record(
        { type: 'GET /events (open)', ms: performance.now() - at, status, ok, cause: 'stream', waited429: 0 },
        at,
      );
    let answer: Response;
    try {
      answer = await fetch(input, { ...init, headers });
    } catch (error) {
      // Closing the stream at the end aborts a reconnect under way: that is no failure.
      if (!init?.signal?.aborted) {
        opening(0, false);
        refuse('failed');
      }
      throw error;
    }
    const body = answer.body;
    const offered = answer.ok && (answer.headers.get('content-type') ?? '').startsWith('text/event-stream');
    opening(answer.status, offered || answer.status === 404);
    if (!offered || !body) {
      refuse(`status ${answer.status}`);
      return answer;
    }
    figures.opened++;
    return answer;
  };
  const live = startLiveEvents({
    baseUrl: `${base}/api`,
    getToken: () => client.token,
    fetch: fetchWithFigures,
    notify: (change) => {
      figures.notices++;
      for (const resource of resourcesOf(change)) figures.named[resource] = (figures.named[resource] ?? 0) + 1;
      onChange(change);
    },
    onServerGone: (gone) => void (gone && figures.gone++),
  });
  live.sync();
  return { figures, stop: () => live.stop() };
}
