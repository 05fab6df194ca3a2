import type { FooterPageDraft } from '../../domain/footer-page-draft';
import type { PollDraft } from '../../domain/poll-draft';
import type { ProjectGroupDraft } from '../../domain/project-group-draft';
import type { UserDraft } from '../../domain/user-draft';
import { RepositoryError } from '../errors';
import type { Repository } from '../repository';
import { createHttpRepository } from './create-http-repository';

/**
 * A write the server answered with something the adapter cannot read: whether it was saved is open, so the form
 * keeps its input and says so, and no screen re-reads (a re-read that fails too would replace the form).
 */

const unreadable = 'Die Antwort des Servers war unvollständig. Bitte prüfen Sie, ob Ihre Änderung gespeichert wurde.';
const png = { name: 'a.png', type: 'image/png', blob: new Blob([new Uint8Array([1])], { type: 'image/png' }) };

function repoAnswering(body: string | null, status = 200) {
  const repo = createHttpRepository({
    baseUrl: '/api',
    getToken: () => 'token-1',
    getUserId: () => 1,
    fetch: async () => new Response(body, { status }),
  });
  const announced = vi.fn();
  repo.subscribe(announced);
  return { repo, announced };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const product = { title: 'X', description: 'Y', category: 'Beratung' };
const poll: PollDraft = {
  title: 'T',
  description: 'D',
  status: 'active',
  isActive: true,
  projectGroupIds: [1],
  startDate: null,
  endDate: null,
  options: [{ text: 'A' }, { text: 'B' }],
};
const user: UserDraft = { name: 'Eva', email: 'eva@example.com', companyName: 'AWO', role: 'user', projectGroups: [] };
const group: ProjectGroupDraft = { name: 'G', description: '', status: 'active', type: 'collaborative', memberIds: [] };
const page: FooterPageDraft = { title: 'Hilfe', slug: 'hilfe', content: '<p>x</p>', status: 'draft' };
const project = { title: 'P', projectGroupId: 1, description: 'D', startDate: '2026-12-01' };
const task = { projectId: 1, title: 'T', description: 'D' };

/** Every write whose answer the adapter reads. */
const writes: [string, (repo: Repository) => Promise<unknown>][] = [
  ['products.create', (r) => r.products.create(product)],
  ['products.update', (r) => r.products.update(1, product)],
  ['categories.create', (r) => r.categories.create({ name: 'Pflege' })],
  ['categories.update', (r) => r.categories.update(1, { name: 'Pflege' })],
  ['footerPages.create', (r) => r.footerPages.create(page)],
  ['footerPages.update', (r) => r.footerPages.update(1, page)],
  ['configurations.save', (r) => r.configurations.save('hero', { opacity: 0.5, imageDescription: 'Team' })],
  ['users.create', (r) => r.users.create(user)],
  ['users.update', (r) => r.users.update(2, user)],
  ['groups.create', (r) => r.groups.create(group)],
  ['groups.update', (r) => r.groups.update(1, group)],
  ['whitelist.create', (r) => r.whitelist.create({ email: 'neu@example.com', projectGroupId: 1 })],
  ['whitelist.update', (r) => r.whitelist.update(1, { email: 'neu@example.com', projectGroupId: 1, isActive: false })],
  ['projects.create', (r) => r.projects.create(project)],
  ['projects.update', (r) => r.projects.update(1, project)],
  ['tasks.create', (r) => r.tasks.create(task)],
  ['tasks.update', (r) => r.tasks.update(1, task)],
  ['comments.create', (r) => r.comments.create(3, { content: 'Gut so', files: [png] })],
  ['comments.like', (r) => r.comments.like(3)],
  ['polls.create', (r) => r.polls.create(poll)],
  ['polls.update', (r) => r.polls.update(1, poll)],
  ['polls.vote', (r) => r.polls.vote(1, 2)],
  [
    'notifications.updateSettings',
    (r) => r.notifications.updateSettings({ newProject: true, newTask: true, taskDeadline: true, taskComments: true }),
  ],
];

const answers: [string, string | null][] = [
  ['broken JSON', '{"broken'],
  ['an empty body', null],
  ['an HTML page', '<!doctype html><html><body>Wartung</body></html>'],
  ['JSON of another shape', '{"ok":true}'],
];

describe.each(answers)('a 200 write answered with %s', (_answer, body) => {
  test.each(writes)('%s: an error of the form saying to check the change; nothing re-reads', async (_name, call) => {
    const { repo, announced } = repoAnswering(body);
    const error = await failure(call(repo));
    expect(error).toBeInstanceOf(RepositoryError);
    expect((error as Error).message).toBe(unreadable);
    await vi.dynamicImportSettled();
    expect(announced).not.toHaveBeenCalled();
  });
});

test('writes whose answer nothing needs succeed with any answer and are announced once', async () => {
  const { repo, announced } = repoAnswering('{"broken');
  await repo.products.remove(1);
  await repo.notifications.markRead(4);
  await repo.contact.send({ name: 'Max', email: 'max@example.com', message: 'Hallo' });
  await vi.dynamicImportSettled();
  expect(announced).toHaveBeenCalledTimes(3);
});

test('a write whose answer was read is announced after it was read', async () => {
  const { repo, announced } = repoAnswering(
    JSON.stringify({ id: 8, name: 'Pflege', description: '', icon: null, active: true }),
  );
  expect(await repo.categories.update(8, { name: 'Pflege' })).toMatchObject({ id: 8 });
  await vi.dynamicImportSettled();
  expect(announced).toHaveBeenCalledTimes(1);
});

test('signing in, registering, signing out and the password reset change no data: nothing re-reads', async () => {
  const session = {
    token: 't',
    user: {
      id: 1,
      name: 'A',
      email: 'a@example.com',
      companyName: 'K',
      role: 'user',
      roles: [],
      projectGroups: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
  const { repo, announced } = repoAnswering(JSON.stringify({ success: true, message: 'ok', ...session }));
  await repo.auth.login({ email: 'a@example.com', password: 'x' });
  await repo.auth.register({ email: 'a@example.com', password: 'sicher1234', name: 'A', companyName: 'K' });
  await repo.auth.logout();
  await repo.passwordReset.request('a@example.com');
  await repo.passwordReset.reset({ token: 'r', password: 'sicher1234' });
  await repo.whitelist.check('a@example.com');
  await vi.dynamicImportSettled();
  expect(announced).not.toHaveBeenCalled();
});
