import type { User } from '../../domain/user';
import { useSession } from '../../stores/session';
import { createRepository } from '../create-repository';
import {
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RepositoryError,
  UnauthorizedError,
  ValidationError,
} from '../errors';
import type { Repository } from '../repository';
import { RETRY_READS_FOR_MS, retryDelay } from './busy-server';
import { createHttpClient, noAnswer } from './client';
import { createHttpRepository } from './create-http-repository';

/** The rules of SPEC §7/§8 the HTTP client applies to every answer, with fetch stubbed. */

const user: User = {
  id: 1,
  name: 'Anna Admin',
  email: 'admin@example.com',
  companyName: 'KIZ',
  role: 'admin',
  roles: ['ROLE_ADMIN'],
  projectGroups: [1],
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  notificationSettings: { newProject: true, newTask: true, taskDeadline: true, taskComments: true },
};

const answer = (status: number, body: unknown, statusText = '') =>
  new Response(typeof body === 'string' ? body : body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
  });

/** A repository whose every request gets the given answer (or, for a function, what it returns or throws). */
function repoAnswering(reply: Response | (() => Promise<Response>)): Repository {
  return createHttpRepository({
    baseUrl: '/api',
    getToken: () => 'token-1',
    getUserId: () => user.id,
    fetch: async () => (typeof reply === 'function' ? reply() : reply.clone()),
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

const draft = { title: 'X', description: 'Y', category: 'Beratung' };

beforeEach(() => localStorage.clear());

describe('product calls treat success: false as a failure', () => {
  const calls: [string, string, (repo: Repository) => Promise<unknown>][] = [
    ['products.list', 'Fehler beim Laden der Produkte', (repo) => repo.products.list()],
    ['products.create', 'Fehler beim Erstellen des Produkts', (repo) => repo.products.create(draft)],
    ['products.update', 'Fehler beim Aktualisieren des Produkts', (repo) => repo.products.update(1, draft)],
    ['products.remove', 'Fehler beim Löschen des Produkts', (repo) => repo.products.remove(1)],
    ['publicProducts.list', 'Fehler beim Laden der Produkte', (repo) => repo.publicProducts.list()],
    ['publicProducts.featured', 'Fehler beim Laden der Produkte', (repo) => repo.publicProducts.featured()],
    ['publicProducts.get', 'Fehler beim Laden des Produkts', (repo) => repo.publicProducts.get(1)],
    ['publicProducts.similar', 'Fehler beim Laden der Produkte', (repo) => repo.publicProducts.similar(1)],
  ];

  test.each(calls)('%s: the server message, else "%s"', async (_name, fallback, call) => {
    const withMessage = await failure(
      call(repoAnswering(answer(200, { success: false, message: 'Kategorie fehlt', data: [] }))),
    );
    expect(withMessage).toBeInstanceOf(RepositoryError);
    expect((withMessage as Error).message).toBe('Kategorie fehlt');
    const without = await failure(call(repoAnswering(answer(200, { success: false, data: [] }))));
    expect((without as Error).message).toBe(fallback);
  });

  test('other calls read such an answer as it is', async () => {
    expect(await repoAnswering(answer(200, { success: false, data: [user] })).users.list()).toEqual([user]);
  });
});

describe('configuration calls raise the HTTP status text on a non-OK answer', () => {
  const calls: [string, (repo: Repository) => Promise<unknown>][] = [
    ['get', (repo) => repo.configurations.get('hero')],
    ['getPublic', (repo) => repo.configurations.getPublic('hero')],
    ['save', (repo) => repo.configurations.save('hero', { opacity: 0.5, imageDescription: 'Team' })],
    ['remove', (repo) => repo.configurations.remove('hero')],
  ];

  test.each(calls)('%s', async (_name, call) => {
    const error = await failure(call(repoAnswering(answer(503, { message: 'Wartung' }, 'Service Unavailable'))));
    expect(error).toBeInstanceOf(RepositoryError);
    expect((error as Error).message).toBe('Service Unavailable');
  });
});

describe("other failures: the server message, else the call's §8 text, else the generic one", () => {
  const cases: [string, Response, (repo: Repository) => Promise<unknown>, typeof RepositoryError, string][] = [
    [
      'a 500 with a message',
      answer(500, { message: 'Datenbank weg' }),
      (repo) => repo.tasks.list(),
      RepositoryError,
      'Datenbank weg',
    ],
    [
      'a 500 with a message on a call with a §8 text',
      answer(500, { message: 'Datenbank weg' }),
      (repo) => repo.users.list(),
      RepositoryError,
      'Datenbank weg',
    ],
    [
      'a 500 without a body',
      answer(500, undefined),
      (repo) => repo.tasks.list(),
      RepositoryError,
      'API-Anfrage fehlgeschlagen',
    ],
    [
      'a 502 with an HTML page',
      answer(502, '<html>Bad Gateway</html>'),
      (repo) => repo.polls.list(),
      RepositoryError,
      'API-Anfrage fehlgeschlagen',
    ],
    [
      'a 500 on a call with a §8 text',
      answer(500, {}),
      (repo) => repo.users.list(),
      RepositoryError,
      'Fehler beim Laden der Benutzer',
    ],
    [
      'a 403',
      answer(403, { message: 'Nur für Admins' }),
      (repo) => repo.users.list(),
      ForbiddenError,
      'Nur für Admins',
    ],
    ['a 404', answer(404, {}), (repo) => repo.tasks.get(9), NotFoundError, 'API-Anfrage fehlgeschlagen'],
  ];

  test.each(cases)('%s', async (_name, response, call, kind, message) => {
    const error = await failure(call(repoAnswering(response)));
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(message);
  });

  test("a 400 is a ValidationError with the server's message and field messages", async () => {
    const error = await failure(
      repoAnswering(answer(400, { message: 'Titel fehlt', fields: { title: 'Pflichtfeld' } })).tasks.create({
        projectId: 1,
        title: '',
        description: 'D',
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'Titel fehlt', fields: { title: 'Pflichtfeld' } });
  });

  test('an answer of another shape is a failure, never guessed', async () => {
    const error = await failure(repoAnswering(answer(200, { data: { id: 1 } })).users.list());
    expect((error as Error).message).toBe('API-Anfrage fehlgeschlagen');
  });
});

test.each([
  ['wrapped in data', { success: true, data: [user] }],
  ['as it is', [user]],
])('a read takes the answer %s', async (_name, body) => {
  expect(await repoAnswering(answer(200, body)).users.list()).toEqual([user]);
});

test("the hero settings are read from the answer's settings object, or the answer itself", async () => {
  const settings = { file: null, opacity: 0.3, imageDescription: 'Team' };
  expect(await repoAnswering(answer(200, { settings })).configurations.get('hero')).toEqual(settings);
  expect(await repoAnswering(answer(200, settings)).configurations.get('hero')).toEqual(settings);
});

describe('a 401 on any call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  // The app's wiring: createRepository with the handler main.tsx installs (clear the session, go to /login).
  async function appRepository() {
    const navigate = vi.fn();
    const repo = await createRepository({
      dataSource: 'api',
      apiBaseUrl: '/api',
      getToken: () => useSession.getState().token,
      getUserId: () => useSession.getState().user?.id ?? null,
      onUnauthorized: () => {
        const hadSession = useSession.getState().token !== null;
        useSession.getState().clear();
        if (hadSession) navigate('/login');
      },
    });
    return { repo, navigate };
  }

  test.each([
    ['users.list', (repo: Repository) => repo.users.list()],
    ['products.create (a product call)', (repo: Repository) => repo.products.create(draft)],
    ['configurations.get (a configuration call)', (repo: Repository) => repo.configurations.get('hero')],
  ])('%s clears token and user and sends the visitor to /login', async (_name, call) => {
    const sent: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Authorization'));
      return answer(401, { message: 'Token abgelaufen' }, 'Unauthorized');
    });
    useSession.getState().signIn({ token: 'token-1', user });
    const { repo, navigate } = await appRepository();

    expect(await failure(call(repo))).toBeInstanceOf(UnauthorizedError);
    expect(sent).toEqual(['Bearer token-1']);
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect([localStorage.getItem('token'), localStorage.getItem('user')]).toEqual([null, null]);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

test('a network failure gives the German message, for reads and writes alike', async () => {
  const offline = repoAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
  for (const call of [
    offline.polls.list(),
    offline.products.create(draft),
    offline.auth.login({ email: 'a@example.com', password: 'x' }),
  ]) {
    const error = await failure(call);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  }
});

test('an answer cut off on the way (the server stopped mid-body) is a lost connection, not an unexpected error', async () => {
  const cutOff = () =>
    Promise.resolve(
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data": ['));
            controller.error(new TypeError('terminated'));
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
  const error = await failure(repoAnswering(cutOff).polls.list());
  expect(error).toBeInstanceOf(NetworkError);
});

describe('a failed login reads "Login fehlgeschlagen"', () => {
  const login = (response: Response) =>
    failure(repoAnswering(response).auth.login({ email: 'admin@example.com', password: 'falsch' }));

  test.each([
    ['a 400', answer(400, { message: 'E-Mail fehlt' })],
    ['a 500', answer(500, { message: 'Interner Serverfehler' })],
    ['an answer without a token', answer(200, { user })],
  ])('%s', async (_name, response) => {
    const error = await login(response);
    expect(error).toBeInstanceOf(RepositoryError);
    expect((error as Error).message).toBe('Login fehlgeschlagen');
  });

  test('a 401 stays an UnauthorizedError, so the login screen shows its own text', async () => {
    const error = await login(answer(401, { message: 'Ungültige Anmeldedaten' }));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe('Login fehlgeschlagen');
  });
});

test("product forms carry the signed-in user's id, as the session holds it, in createdBy", async () => {
  const sent: (FormDataEntryValue | null)[] = [];
  const repo = createHttpRepository({
    baseUrl: '/api',
    getToken: () => useSession.getState().token,
    // As main.tsx wires it.
    getUserId: () => useSession.getState().user?.id ?? null,
    fetch: async (_input, init) => {
      sent.push(init?.body instanceof FormData ? init.body.get('createdBy') : null);
      return answer(200, { success: false, message: 'nur der Form wegen' });
    },
  });
  useSession.getState().signIn({ token: 'token-1', user: { ...user, id: 7 } });
  await failure(repo.products.create(draft));
  await failure(repo.products.update(1, draft));
  useSession.getState().clear();
  await failure(repo.products.create(draft));
  expect(sent).toEqual(['7', '7', null]);
});

describe('a busy server (429)', () => {
  const busy = (
    headers: Record<string, string> = {},
    body: unknown = { success: false, message: 'Zu viele Anfragen' },
  ) => new Response(JSON.stringify(body), { status: 429, headers });
  const page = { id: 1, title: 'Impressum', slug: 'impressum', content: '<p>x</p>', status: 'published' };

  /** A repository whose requests get the given answers in turn (the last one again), noting when each was sent. */
  function repoReplying(...replies: Response[]) {
    const sentAt: number[] = [];
    const onWrite = vi.fn();
    const fetch = async () => {
      sentAt.push(Date.now());
      return (replies[Math.min(sentAt.length, replies.length) - 1] ?? answer(500, {})).clone();
    };
    const options = { baseUrl: '/api', getToken: () => 'token-1', fetch };
    const repo = createHttpRepository({ ...options, getUserId: () => user.id });
    /** The waits between the requests, in ms. */
    const waits = () => sentAt.slice(1).map((at, i) => at - (sentAt[i] ?? at));
    return { repo, http: createHttpClient({ ...options, onWrite }), onWrite, sentAt, waits };
  }

  /** Runs fake time on until the call settles: no test waits real seconds. */
  async function settled<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown }> {
    let outcome: { value?: T; error?: unknown } | undefined;
    void call.then(
      (value) => (outcome = { value }),
      (error: unknown) => (outcome = { error }),
    );
    while (!outcome) await vi.advanceTimersByTimeAsync(100);
    return outcome;
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00.000Z') });
    // No jitter: the waits are exactly the ones asked for.
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('a read refused twice is read again and shows its data, never an error', async () => {
    const { repo, sentAt } = repoReplying(busy(), busy(), answer(200, { data: [page] }));
    const read = await settled(repo.footerPages.list('published'));
    expect(read.error).toBeUndefined();
    expect(read.value).toEqual([expect.objectContaining({ title: 'Impressum' })]);
    expect(sentAt).toHaveLength(3);
  });

  test('without Retry-After a read backs off: 0.5 s, 1 s, 2 s, 4 s', async () => {
    const { repo, waits } = repoReplying(busy(), busy(), busy(), busy(), answer(200, { data: [page] }));
    await settled(repo.footerPages.list('published'));
    expect(waits()).toEqual([500, 1000, 2000, 4000]);
  });

  test("a read waits as long as the server's Retry-After says, in seconds or as a date", async () => {
    // The date is 5 s after the second request, which goes out 3 s after the first.
    const { repo, waits } = repoReplying(
      busy({ 'Retry-After': '3' }),
      busy({ 'Retry-After': new Date(Date.now() + 8000).toUTCString() }),
      answer(200, { data: [page] }),
    );
    await settled(repo.footerPages.list('published'));
    expect(waits()).toEqual([3000, 5000]);
  });

  test('a read waits out a busy server for about a minute, then fails with its message', async () => {
    const { repo, sentAt } = repoReplying(busy({ 'Retry-After': '1' }));
    const read = await settled(repo.tasks.list());
    expect(read.error).toBeInstanceOf(RepositoryError);
    expect((read.error as Error).message).toBe('Zu viele Anfragen');
    expect(Date.now() - sentAt[0]!).toBeGreaterThanOrEqual(RETRY_READS_FOR_MS);
    expect(Date.now() - sentAt[0]!).toBeLessThan(RETRY_READS_FOR_MS + 2000);
  });

  test.each([
    ['a text of the server', busy({ 'Retry-After': '1' }), 'Zu viele Anfragen'],
    [
      'none',
      busy({ 'Retry-After': '1' }, { success: false }),
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einem Moment erneut.',
    ],
  ])('a write is sent once and refused with %s; nothing re-reads', async (_name, reply, message) => {
    const { http, onWrite, sentAt } = repoReplying(reply, answer(200, {}));
    const write = await settled(http.post('/tasks/3/comments', { json: { content: 'Hallo' } }, noAnswer));
    expect(write.error).toBeInstanceOf(RepositoryError);
    expect(write.error).not.toBeInstanceOf(UnauthorizedError);
    expect((write.error as Error).message).toBe(message);
    expect(sentAt).toHaveLength(1);
    expect(onWrite).not.toHaveBeenCalled();
  });

  test("a configuration write says so in German, not with the status text 'Too Many Requests'", async () => {
    const { repo } = repoReplying(new Response(JSON.stringify({}), { status: 429, statusText: 'Too Many Requests' }));
    const save = await settled(repo.configurations.save('hero', { opacity: 0.5, imageDescription: 'Team' }));
    expect((save.error as Error).message).toBe(
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einem Moment erneut.',
    );
  });

  test("the sign-in throttle's 429 is not sent again; its text stays with the error until the sign-in reads it", async () => {
    const throttled = () => busy({}, { success: false, message: 'Zu viele Fehlversuche. Bitte warten Sie 5 Minuten.' });
    const { http, sentAt } = repoReplying(throttled());
    const raw = await settled(http.post('/login', { json: { email: 'a@example.com', password: 'x' } }, noAnswer));
    expect((raw.error as Error).message).toBe('Zu viele Fehlversuche. Bitte warten Sie 5 Minuten.');
    // The sign-in keeps SPEC §8's text, as for any refusal that is no refusal of the credentials (auth.ts).
    const signIn = repoReplying(throttled());
    const login = await settled(signIn.repo.auth.login({ email: 'a@example.com', password: 'x' }));
    expect(login.error).toBeInstanceOf(RepositoryError);
    expect(login.error).not.toBeInstanceOf(UnauthorizedError);
    expect((login.error as Error).message).toBe('Login fehlgeschlagen');
    expect([sentAt.length, signIn.sentAt.length]).toEqual([1, 1]);
  });
});

describe('how long a 429 waits', () => {
  beforeEach(() => vi.spyOn(Math, 'random').mockReturnValue(0));
  afterEach(() => vi.restoreAllMocks());
  const now = Date.parse('2026-03-02T09:00:00.000Z');

  test.each([
    ['Retry-After in seconds', '2', 0, 2000],
    ['Retry-After as an HTTP date', 'Mon, 02 Mar 2026 09:00:07 GMT', 0, 7000],
    ['no Retry-After, first try', null, 0, 500],
    ['no Retry-After, fourth try', null, 3, 4000],
    ['a Retry-After of 0 (no advice)', '0', 1, 1000],
    ['a date gone by', 'Mon, 02 Mar 2026 08:59:00 GMT', 2, 2000],
    ['something unreadable', 'bald', 0, 500],
    ['a Retry-After of an hour, cut to 30 s', '3600', 0, 30_000],
    ['a long backoff, cut to 30 s', null, 10, 30_000],
  ])('%s', (_name, header, attempt, ms) => {
    expect(retryDelay(header, attempt, now)).toBe(ms);
  });

  test('up to a fifth more, at random, so refused devices do not all return at once', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    expect(retryDelay('1', 0, now)).toBeCloseTo(1200, 0);
  });
});

describe("a guest's first reads, started by the page's HTML (early-reads.ts)", () => {
  const featured = '/api/public/products/featured';
  const early = (response: Promise<Response>) =>
    (globalThis.__kizEarlyReads = { [featured]: { at: performance.now(), response } });
  afterEach(() => delete globalThis.__kizEarlyReads);

  /** The HTTP client as a guest or with a token, and the addresses it fetched itself. */
  function client(token: string | null) {
    const fetched: string[] = [];
    const http = createHttpClient({
      baseUrl: '/api',
      getToken: () => token,
      fetch: async (input) => {
        fetched.push(String(input));
        return answer(200, { data: ['vom Server'] });
      },
    });
    return { http, fetched };
  }

  test("a guest's read takes the started answer instead of asking again", async () => {
    early(Promise.resolve(answer(200, { data: ['aus der Seite'] })));
    const { http, fetched } = client(null);
    expect(await http.get('/public/products/featured')).toEqual({ data: ['aus der Seite'] });
    expect(fetched).toEqual([]);
    // Taken once: the next read asks the server.
    expect(await http.get('/public/products/featured')).toEqual({ data: ['vom Server'] });
  });

  test("a session's read asks the server with its token", async () => {
    early(Promise.resolve(answer(200, { data: ['aus der Seite'] })));
    const { http, fetched } = client('token-1');
    expect(await http.get('/public/products/featured')).toEqual({ data: ['vom Server'] });
    expect(fetched).toEqual([featured]);
  });

  test('a started read that failed shows the answer kept from the last visit, marked as such', async () => {
    localStorage.setItem('api-cache:/public/products/featured', JSON.stringify({ data: ['gespeichert'] }));
    early(Promise.reject(new TypeError('Failed to fetch')));
    const onStale = vi.fn();
    const http = createHttpClient({ baseUrl: '/api', getToken: () => null, onStale });
    expect(await http.get('/public/products/featured')).toEqual({ data: ['gespeichert'] });
    expect(onStale).toHaveBeenCalledOnce();
  });
});
