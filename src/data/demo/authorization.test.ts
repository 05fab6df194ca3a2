import type { Repository } from '../repository';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { ADMIN_EMAIL, MEMBER_EMAIL, createTestRepository } from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';

const validUser = {
  name: 'Erika Muster',
  email: 'erika@example.com',
  companyName: 'AWO',
  role: 'user' as const,
  projectGroups: [1],
};
const validGroup = { name: 'Neue Gruppe', description: '', memberIds: [2] };
const validProject = { title: 'Neues Projekt', projectGroupId: 1, description: 'Kurz', startDate: '2026-07-01' };
const validCategory = { name: 'Neue Kategorie' };
const validPoll = {
  title: 'Frage',
  description: 'Worum es geht',
  options: [{ text: 'Ja' }, { text: 'Nein' }],
  projectGroupIds: [1],
};
const validProduct = { title: 'Neues Produkt', description: 'Kurz', category: 'Beratung', status: 'draft' as const };
const validPage = { title: 'Barrierefreiheit', slug: 'neu-seite', content: '<p>Text</p>', status: 'draft' as const };
const validInvite = { email: 'neu@example.com', projectGroupId: 1 };
const validTask = { projectId: 1, title: 'Neue Aufgabe', description: 'Beschreibung' };
const validHero = { opacity: 0.5, imageDescription: 'Bild' };

/** Every operation SPEC §6 reserves for admins, called with input that would otherwise be valid. */
const adminOperations: [string, (r: Repository) => Promise<unknown>][] = [
  ['users.list', (r) => r.users.list()],
  ['users.create', (r) => r.users.create(validUser)],
  ['users.update', (r) => r.users.update(3, validUser)],
  ['users.remove', (r) => r.users.remove(3)],
  ['groups.create', (r) => r.groups.create(validGroup)],
  ['groups.update', (r) => r.groups.update(1, validGroup)],
  ['groups.remove', (r) => r.groups.remove(4)],
  ['projects.create', (r) => r.projects.create(validProject)],
  ['projects.update', (r) => r.projects.update(1, validProject)],
  ['projects.remove', (r) => r.projects.remove(1)],
  ['categories.list', (r) => r.categories.list()],
  ['categories.usage', (r) => r.categories.usage()],
  ['categories.create', (r) => r.categories.create(validCategory)],
  ['categories.update', (r) => r.categories.update(1, validCategory)],
  ['categories.remove', (r) => r.categories.remove(1)],
  ['polls.create', (r) => r.polls.create(validPoll)],
  ['polls.update', (r) => r.polls.update(1, validPoll)],
  ['polls.remove', (r) => r.polls.remove(1)],
  ['products.list', (r) => r.products.list()],
  ['products.page', (r) => r.products.page({}, 10)],
  ['products.get', (r) => r.products.get(1)],
  ['products.create', (r) => r.products.create(validProduct)],
  ['products.update', (r) => r.products.update(1, validProduct)],
  ['products.remove', (r) => r.products.remove(1)],
  ['footerPages.create', (r) => r.footerPages.create(validPage)],
  ['footerPages.update', (r) => r.footerPages.update(1, validPage)],
  ['footerPages.remove', (r) => r.footerPages.remove(1)],
  ['whitelist.list', (r) => r.whitelist.list()],
  ['whitelist.create', (r) => r.whitelist.create(validInvite)],
  ['whitelist.update', (r) => r.whitelist.update(1, validInvite)],
  ['whitelist.remove', (r) => r.whitelist.remove(1)],
  ['tasks.create', (r) => r.tasks.create(validTask)],
  ['tasks.update', (r) => r.tasks.update(1, validTask)],
  ['tasks.remove', (r) => r.tasks.remove(1)],
  ['configurations.get', (r) => r.configurations.get('hero')],
  ['configurations.save', (r) => r.configurations.save('hero', validHero)],
  ['configurations.remove', (r) => r.configurations.remove('hero')],
];

describe.each(adminOperations)('%s', (_name, call) => {
  test('is refused for a member with ForbiddenError and changes nothing', async () => {
    const { ctx, repo } = await createTestRepository();
    await ctx.signInAs(MEMBER_EMAIL);
    const before = await snapshot(ctx.db);
    await expect(call(repo)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await snapshot(ctx.db)).toBe(before);
  });

  test('is refused for a guest with UnauthorizedError and changes nothing', async () => {
    const { ctx, repo } = await createTestRepository();
    const before = await snapshot(ctx.db);
    await expect(call(repo)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await snapshot(ctx.db)).toBe(before);
  });
});

test('the same operations succeed for an admin', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  // Reads and creates only: they must pass authorization and validation with the inputs above.
  await expect(repo.users.create(validUser)).resolves.toMatchObject({ email: 'erika@example.com', role: 'user' });
  await expect(repo.groups.create(validGroup)).resolves.toMatchObject({
    name: 'Neue Gruppe',
    status: 'active',
    type: 'collaborative',
  });
  await expect(repo.projects.create(validProject)).resolves.toMatchObject({ title: 'Neues Projekt' });
  await expect(repo.categories.create(validCategory)).resolves.toMatchObject({ name: 'Neue Kategorie' });
  await expect(repo.polls.create(validPoll)).resolves.toMatchObject({ title: 'Frage' });
  await expect(repo.products.create(validProduct)).resolves.toMatchObject({ title: 'Neues Produkt', status: 'draft' });
  await expect(repo.footerPages.create(validPage)).resolves.toMatchObject({ slug: 'neu-seite' });
  await expect(repo.whitelist.create(validInvite)).resolves.toMatchObject({ email: 'neu@example.com' });
  await expect(repo.tasks.create(validTask)).resolves.toMatchObject({
    title: 'Neue Aufgabe',
    status: 'todo',
    priority: 'medium',
  });
  await expect(repo.configurations.save('hero', validHero)).resolves.toMatchObject({ imageDescription: 'Bild' });
});

test('a member cannot read tasks, comments or polls of a group they are not in', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(MEMBER_EMAIL);
  const member = await ctx.db.users.get({ email: MEMBER_EMAIL });
  const foreignProject = (await ctx.db.projects.toArray()).find(
    (p) => !member!.projectGroups.includes(p.projectGroupId),
  );
  expect(foreignProject).toBeDefined();
  const foreignTask = await ctx.db.tasks.where('projectId').equals(foreignProject!.id).first();
  expect(foreignTask).toBeDefined();
  await expect(repo.tasks.byProject(foreignProject!.id)).rejects.toBeInstanceOf(ForbiddenError);
  await expect(repo.tasks.get(foreignTask!.id)).rejects.toBeInstanceOf(ForbiddenError);
  await expect(repo.comments.byTask(foreignTask!.id)).rejects.toBeInstanceOf(ForbiddenError);
  await expect(repo.comments.create(foreignTask!.id, { content: 'Hallo' })).rejects.toBeInstanceOf(ForbiddenError);
  const visible = await repo.tasks.list();
  expect(visible.some((t) => t.projectId === foreignProject!.id)).toBe(false);
});
