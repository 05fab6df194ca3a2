import { ConflictError, NotFoundError, RepositoryError, UnauthorizedError } from '../errors';
import type { Repository } from '../repository';
import { createHttpRepository } from './create-http-repository';

/**
 * Answers in the shapes SPEC §3 and §7 give for the provider's server (which the /api façade of the contract
 * tests, serving the demo store's own shapes, does not use), and what the screens get from them.
 */

const viewerId = 7;
const sent: Request[] = [];

function repoAnswering(body: unknown, status = 200): Repository {
  return createHttpRepository({
    baseUrl: '/api',
    getToken: () => 'token-1',
    getUserId: () => viewerId,
    fetch: async (input, init) => {
      sent.push(new Request(new URL(String(input), 'http://kiz.test'), init));
      return new Response(JSON.stringify(body), { status });
    },
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const serverComment = {
  id: 3,
  taskId: 2,
  content: 'Sieht gut aus',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: { id: 4, name: 'Tom Team' },
  likes: 2,
  hasLiked: true,
  attachments: [],
  parentId: null,
};

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
});

describe('comments', () => {
  test('likes as a count with the hasLiked flag', async () => {
    const [comment] = await repoAnswering({ data: [serverComment] }).comments.byTask(2);
    expect(comment).toMatchObject({ likeCount: 2, hasLiked: true });
  });

  test('likes as the list of user ids, without a flag: the viewer’s own like is recognised', async () => {
    const { hasLiked: _flag, ...withoutFlag } = serverComment;
    const repo = repoAnswering([
      { ...withoutFlag, id: 3, likes: [1, viewerId] },
      { ...withoutFlag, id: 4, likes: [1] },
    ]);
    const comments = await repo.comments.byTask(2);
    expect(comments.map((c) => [c.id, c.likeCount, c.hasLiked])).toEqual([
      [3, 2, true],
      [4, 1, false],
    ]);
  });

  test('a comment without likes has none', async () => {
    const { likes: _likes, hasLiked: _flag, ...withoutLikes } = serverComment;
    expect(await repoAnswering([withoutLikes]).comments.byTask(2)).toMatchObject([{ likeCount: 0, hasLiked: false }]);
  });
});

test('project groups: members (users) in the answer become memberIds', async () => {
  const [group] = await repoAnswering({
    data: [
      {
        id: 1,
        name: 'Team Pflege',
        description: '',
        status: 'active',
        type: 'collaborative',
        members: [
          { id: 4, name: 'Tom' },
          { id: 9, name: 'Ida' },
        ],
      },
    ],
  }).groups.list();
  expect(group).toMatchObject({ memberIds: [4, 9], adminId: null });
});

test('products: an answer without createdAt and updatedAt is read', async () => {
  const product = {
    id: 5,
    title: 'Antrags-Lotse',
    description: 'Kurz',
    fullDescription: '',
    category: 'Beratung',
    technologies: ['NLP'],
    status: 'published',
    featured: false,
    imageUrl: null,
    additionalImages: [],
    features: [{ id: 1, title: 'A', description: 'B', sortOrder: 0 }],
    createdBy: 1,
  };
  expect(await repoAnswering({ success: true, data: product }).publicProducts.get(5)).toMatchObject({
    id: 5,
    createdAt: null,
    updatedAt: null,
  });
});

test('products: empty feature rows stay out of the form, the rest carry their sortOrder', async () => {
  await failure(
    repoAnswering({ success: false }).products.create({
      title: 'Neu',
      description: 'Kurz',
      category: 'Beratung',
      features: [
        { title: ' Erste ', description: 'eins' },
        { title: '', description: '' },
        { title: 'Dritte', description: 'drei' },
      ],
    }),
  );
  const form = await sent[0]?.formData();
  expect(JSON.parse(String(form?.get('features')))).toEqual([
    { title: 'Erste', description: 'eins', sortOrder: 0 },
    { title: 'Dritte', description: 'drei', sortOrder: 1 },
  ]);
});

test('categories: create reads the category from the answer', async () => {
  const category = { id: 8, name: 'Pflege', description: '', icon: null, active: true };
  expect(await repoAnswering({ success: true, category }).categories.create({ name: 'Pflege' })).toMatchObject(
    category,
  );
  expect(await repoAnswering({ data: { category } }).categories.create({ name: 'Pflege' })).toMatchObject(category);
  expect(await repoAnswering(category).categories.create({ name: 'Pflege' })).toMatchObject(category);
});

describe('registration and sign-in', () => {
  const registration = { email: 'eva@example.com', password: 'sicher1234', name: 'Eva', companyName: 'Diakonie' };

  test('registration: success false is a refusal with the server’s message, else the §8 text', async () => {
    const refused = await failure(
      repoAnswering({ success: false, message: 'E-Mail ist nicht freigeschaltet' }).auth.register(registration),
    );
    expect(refused).toBeInstanceOf(RepositoryError);
    expect((refused as Error).message).toBe('E-Mail ist nicht freigeschaltet');
    expect(((await failure(repoAnswering({ success: false }).auth.register(registration))) as Error).message).toBe(
      'Ein Fehler ist aufgetreten',
    );
    expect(await repoAnswering({ success: true, message: 'Willkommen' }).auth.register(registration)).toBe(
      'Willkommen',
    );
  });

  test.each([400, 401, 403, 422])(
    'sign-in refused with %i: an UnauthorizedError reading "Login fehlgeschlagen"',
    async (status) => {
      const refused = await failure(
        repoAnswering({ message: 'Invalid credentials' }, status).auth.login({
          email: 'a@example.com',
          password: 'falsch',
        }),
      );
      expect(refused).toBeInstanceOf(UnauthorizedError);
      expect((refused as Error).message).toBe('Login fehlgeschlagen');
    },
  );

  test('a signed-in user who is admin by ROLE_ADMIN in roles only, or by role only, gets both fields', async () => {
    const user = {
      id: 1,
      name: 'Anna Admin',
      email: 'admin@example.com',
      companyName: 'KIZ',
      projectGroups: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const byRoles = await repoAnswering({
      token: 't',
      user: { ...user, roles: ['ROLE_ADMIN', 'ROLE_USER'] },
    }).auth.login({ email: 'admin@example.com', password: 'x' });
    expect(byRoles.user).toMatchObject({ role: 'admin', roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    const byRole = await repoAnswering({ token: 't', user: { ...user, role: 'user' } }).auth.login({
      email: 'admin@example.com',
      password: 'x',
    });
    expect(byRole.user).toMatchObject({ role: 'user', roles: [] });
    const [listed] = await repoAnswering({ data: [{ ...user, roles: ['ROLE_USER'] }] }).users.list();
    expect(listed?.role).toBe('user');
  });

  test('sign-in with a server error stays a general failure', async () => {
    const failed = await failure(repoAnswering({}, 500).auth.login({ email: 'a@example.com', password: 'x' }));
    expect(failed).not.toBeInstanceOf(UnauthorizedError);
    expect((failed as Error).message).toBe('Login fehlgeschlagen');
  });
});

test('a configuration call raises the status text; a 404 stays a not-found', async () => {
  const missing = await failure(repoAnswering({ message: 'kein Eintrag' }, 404).configurations.get('hero'));
  expect(missing).toBeInstanceOf(NotFoundError);
  const failed = await failure(repoAnswering({ message: 'Speicher voll' }, 500).configurations.get('hero'));
  expect(failed).not.toBeInstanceOf(NotFoundError);
  expect(failed).toBeInstanceOf(RepositoryError);
});

test('a 409 is a conflict with stored data, as the demo store reports it', async () => {
  const clash = await failure(
    repoAnswering({ message: 'Diese E-Mail-Adresse ist bereits registriert.' }, 409).users.create({
      name: 'Eva',
      email: 'eva@example.com',
      companyName: 'Diakonie',
      role: 'user',
    }),
  );
  expect(clash).toBeInstanceOf(ConflictError);
  expect((clash as Error).message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
});

test.each([
  [false, false],
  [{ allowed: false }, false],
  [{ data: { whitelisted: true } }, true],
  [{ isWhitelisted: false }, false],
  [{ success: true }, true],
])('whitelist check answered %j: may register = %s', async (body, allowed) => {
  expect(await repoAnswering(body).whitelist.check('eva@example.com')).toBe(allowed);
});
