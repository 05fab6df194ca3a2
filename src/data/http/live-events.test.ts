// @vitest-environment node
import { createHttpRepository } from './create-http-repository';
import { changedByEvent, COALESCE_MS, SPREAD_MS } from './live-events';

/** A text/event-stream answer whose chunks the test writes. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type EventsAnswer = () => Response | Promise<Response>;

/** The adapter over a fetch that answers /api/events from `answers` (in turn) and anything else with `{}`. */
function setUp(answers: EventsAnswer[]) {
  let token: string | null = 'token-1';
  const calls: { auth: string | undefined; signal: AbortSignal | undefined }[] = [];
  const gone: boolean[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/events') return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    calls.push({ auth: (init?.headers as Record<string, string>).Authorization, signal: init?.signal ?? undefined });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  };
  const repository = createHttpRepository({
    baseUrl: '/api',
    getToken: () => token,
    getUserId: () => 1,
    fetch,
    onServerGone: (value) => gone.push(value),
  });
  const listener = vi.fn();
  return {
    repository,
    calls,
    gone,
    listener,
    setToken: (value: string | null) => void (token = value),
    subscribe: () => repository.subscribe(listener),
  };
}

/** Lets the dynamic import, fetch and stream reads settle without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
};

beforeAll(async () => {
  // Loaded once here, so the adapter's dynamic import resolves at once under fake timers.
  await import('./live-events');
});
beforeEach(() => {
  vi.useFakeTimers();
  // No spread of the re-read unless a test asks for it.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('pages spread their re-reads over up to 0.5 s, so a room does not re-read at one instant, and still within 2 s', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.9);
  const stream = eventStream();
  const live = setUp([() => stream.response]);
  live.subscribe();
  await settle();
  stream.send('event: comments\ndata: comments\n\n');
  await settle();
  await vi.advanceTimersByTimeAsync(COALESCE_MS + 0.9 * SPREAD_MS - 1);
  expect(live.listener).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(live.listener).toHaveBeenCalledTimes(1);
  expect(COALESCE_MS + SPREAD_MS).toBeLessThan(2000);
});

test('a signed-in listener opens the stream with the token; each burst of events re-reads once', async () => {
  const stream = eventStream();
  const live = setUp([() => stream.response]);
  live.subscribe();
  await settle();
  expect(live.calls.map((call) => call.auth)).toEqual(['Bearer token-1']);
  stream.send(': verbunden\n\n: ping\n\n');
  await settle();
  await vi.advanceTimersByTimeAsync(COALESCE_MS);
  expect(live.listener).not.toHaveBeenCalled();
  // One write touching three resource types, the last event split across chunks.
  stream.send('event: polls\ndata: polls\n\nevent: notifications\ndata: notifications\n\nevent: ta');
  await settle();
  stream.send('sks\r\ndata: tasks\r\n\r\n');
  await settle();
  await vi.advanceTimersByTimeAsync(COALESCE_MS - 1);
  expect(live.listener).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(live.listener).toHaveBeenCalledTimes(1);
  // The burst names what it changed, so each screen re-reads only what it shows of it.
  expect(live.listener).toHaveBeenCalledWith(new Set(['polls', 'notifications', 'tasks']));
  stream.send('event: comments\ndata: comments\n\n');
  await settle();
  await vi.advanceTimersByTimeAsync(COALESCE_MS);
  expect(live.listener).toHaveBeenCalledTimes(2);
  expect(live.gone).toEqual([]);
});

test('events name the parts that changed: the comments of task 1, one poll; a burst names them all', async () => {
  const stream = eventStream();
  const live = setUp([() => stream.response]);
  live.subscribe();
  await settle();
  stream.send('event: comments\ndata: comments task 1\n\nevent: tasks\ndata: tasks task 5\ndata: tasks project 2\n\n');
  stream.send('event: polls\ndata: polls poll 3\n\n');
  await settle();
  await vi.advanceTimersByTimeAsync(COALESCE_MS);
  expect(live.listener).toHaveBeenCalledTimes(1);
  expect(live.listener).toHaveBeenCalledWith(
    new Set(['comments task 1', 'tasks task 5', 'tasks project 2', 'polls poll 3']),
  );
});

test.each([
  ['a part', 'comments', ['comments task 1'], new Set(['comments task 1'])],
  ['the whole resource', 'users', ['users'], new Set(['users'])],
  ['only a name (no data)', 'polls', [], new Set(['polls'])],
  ['a table’s name', 'likes', ['likes'], new Set(['comments'])],
  ['a part of another resource', 'comments', ['polls poll 3'], new Set(['comments'])],
  ['a part this page does not know', 'comments', ['comments thread 4'], new Set(['comments'])],
  ['a part among keys that are not', 'comments', ['comments task 1', 'comments task x'], new Set(['comments'])],
  ['a name this page does not know', 'journal', ['journal'], 'everything'],
  ['a name that is no word', 'comments.*', ['comments.* task 1'], 'everything'],
] as const)('an event that names %s', (_what, name, data, changed) => {
  expect(changedByEvent(name, data)).toEqual(changed);
});

test('nobody signed in: no stream', async () => {
  const live = setUp([() => eventStream().response]);
  live.setToken(null);
  live.subscribe();
  await settle();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(live.calls).toEqual([]);
});

test.each([
  ['404 (the provider’s /api)', () => new Response('{"message":"Not Found"}', { status: 404 })],
  ['405', () => new Response(null, { status: 405 })],
  ['200 with JSON', () => new Response('{}', { headers: { 'Content-Type': 'application/json' } })],
])('%s: not offered, so never asked again in this page; own writes still re-read', async (_name, answer) => {
  const live = setUp([answer]);
  live.subscribe();
  await settle();
  await vi.advanceTimersByTimeAsync(120_000);
  live.setToken('token-2');
  live.subscribe();
  await settle();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(live.calls).toHaveLength(1);
  expect(live.gone).toEqual([]);
  await live.repository.notifications.markAllRead();
  // What a path changed is looked up in a module of its own, loaded with the first write.
  await vi.waitFor(() => expect(live.listener).toHaveBeenCalledWith(new Set(['notifications'])));
});

test('a dropped stream reconnects after 1 s, 2 s, …; the notice shows while the server is away; one re-read once back', async () => {
  const first = eventStream();
  const back = eventStream();
  const fail = () => Promise.reject(new TypeError('Failed to fetch'));
  const live = setUp([
    () => first.response,
    fail,
    fail,
    () => new Response(null, { status: 502 }),
    () => back.response,
  ]);
  live.subscribe();
  await settle();
  first.end();
  await settle();
  await vi.advanceTimersByTimeAsync(999);
  expect(live.calls).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  await settle();
  expect(live.calls).toHaveLength(2);
  expect(live.gone).toEqual([true]);
  await vi.advanceTimersByTimeAsync(1999);
  expect(live.calls).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(1);
  await settle();
  expect(live.calls).toHaveLength(3);
  await vi.advanceTimersByTimeAsync(4000);
  await settle();
  expect(live.calls).toHaveLength(4);
  await vi.advanceTimersByTimeAsync(8000);
  await settle();
  expect(live.calls).toHaveLength(5);
  expect(live.gone).toEqual([true, false]);
  expect(live.listener).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(COALESCE_MS);
  expect(live.listener).toHaveBeenCalledTimes(1);
  // Events may have been missed while the stream was away.
  expect(live.listener).toHaveBeenCalledWith('everything');
  back.send('event: polls\ndata: polls\n\n');
  await settle();
  await vi.advanceTimersByTimeAsync(COALESCE_MS);
  expect(live.listener).toHaveBeenCalledTimes(2);
});

test('a page that never had a stream shows no notice while it retries (a cross-origin API without CORS for the route)', async () => {
  const stream = eventStream();
  const live = setUp([() => Promise.reject(new TypeError('Failed to fetch')), () => stream.response]);
  live.subscribe();
  await settle();
  await vi.advanceTimersByTimeAsync(1000);
  await settle();
  expect(live.calls).toHaveLength(2);
  expect(live.gone).toEqual([]);
  stream.send('event: tasks\ndata: tasks\n\n');
  await settle();
  await vi.advanceTimersByTimeAsync(COALESCE_MS);
  expect(live.listener).toHaveBeenCalledTimes(1);
});

test('the wait between attempts stops growing at 15 s', async () => {
  const { retryDelay } = await import('./live-events');
  expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
});

test('signing out closes the stream; signing in as someone else opens one with the new token', async () => {
  const first = eventStream();
  const second = eventStream();
  const live = setUp([() => first.response, () => second.response]);
  live.subscribe();
  await settle();
  live.setToken(null);
  // Any call of the app reads the token: here, the public page's read after the sign-out.
  await live.repository.footerPages.list().catch(() => {});
  await settle();
  expect(live.calls[0]?.signal?.aborted).toBe(true);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(live.calls).toHaveLength(1);
  live.setToken('token-2');
  await live.repository.footerPages.list().catch(() => {});
  await settle();
  expect(live.calls.map((call) => call.auth)).toEqual(['Bearer token-1', 'Bearer token-2']);
  expect(live.gone).toEqual([]);
});

test('the server ends a signed-out session’s stream before the app forgets the token: no notice, no reconnect', async () => {
  const stream = eventStream();
  const live = setUp([() => stream.response]);
  live.subscribe();
  await settle();
  stream.end();
  await settle();
  live.setToken(null);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(live.calls).toHaveLength(1);
  expect(live.gone).toEqual([]);
  expect(live.listener).not.toHaveBeenCalled();
});
