import { NetworkError, UnauthorizedError } from '../errors';
import { createHttpRepository } from './create-http-repository';

const page = {
  id: 1,
  title: 'Impressum',
  slug: 'impressum',
  content: '<p>x</p>',
  status: 'published',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  updatedBy: null,
};

function setup(token: string | null = 'token') {
  let online = true;
  let status = 200;
  const onStale = vi.fn();
  const repo = createHttpRepository({
    baseUrl: '/api',
    getToken: () => token,
    getUserId: () => null,
    onStale,
    fetch: async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(status === 200 ? { data: [page] } : { message: 'abgelaufen' }), { status });
    },
  });
  return { repo, onStale, goOffline: () => (online = false), expire: () => (status = 401) };
}

beforeEach(() => localStorage.clear());

test('footer pages read while online are shown again offline, marked as possibly outdated', async () => {
  const { repo, onStale, goOffline } = setup();
  expect(await repo.footerPages.list('published')).toEqual([page]);
  goOffline();
  expect(await repo.footerPages.list('published')).toEqual([page]);
  expect(onStale).toHaveBeenCalledTimes(1);
});

test('a read never made before, or one that is not cached by the spec, fails with the German network error', async () => {
  const { repo, goOffline } = setup();
  goOffline();
  await expect(repo.footerPages.list('draft')).rejects.toBeInstanceOf(NetworkError);
  await expect(repo.polls.list()).rejects.toThrow('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
});

test("a 401 forgets every cached answer, so the next user never sees the last one's data", async () => {
  const { repo, goOffline, expire } = setup();
  await repo.footerPages.list('published');
  expire();
  await expect(repo.footerPages.list('published')).rejects.toBeInstanceOf(UnauthorizedError);
  goOffline();
  await expect(repo.footerPages.list('published')).rejects.toBeInstanceOf(NetworkError);
});

test("a guest's refused call (no session to end) keeps the public answers read before", async () => {
  const { repo, goOffline, expire } = setup(null);
  await repo.footerPages.list('published');
  expire();
  await expect(repo.polls.list()).rejects.toBeInstanceOf(UnauthorizedError);
  goOffline();
  expect(await repo.footerPages.list('published')).toEqual([page]);
});
