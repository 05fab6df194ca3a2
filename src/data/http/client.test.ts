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
