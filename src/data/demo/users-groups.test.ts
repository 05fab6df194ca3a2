import { P } from '../../../seed/projects';
import { POLL } from '../../../seed/polls';
import { G, U } from '../../../seed/users';
import Dexie from 'dexie';
import { draftFromTask } from '../../domain/task-draft';
import type { UserDraft } from '../../domain/user-draft';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  createTestRepository,
  demoSeed,
  TEST_NOW,
  type TestContext,
} from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import type { Repository } from '../repository';
import { buildDemoRepository } from './create-demo-repository';

const LAST_ADMIN = 'Das letzte Admin-Konto kann nicht entfernt werden.';
const SELF_DELETE = 'Sie können Ihr eigenes Konto nicht löschen.';
const GROUP_IN_USE = 'Die Projektgruppe hat noch Projekte. Bitte verschieben oder löschen Sie diese zuerst.';

let ctx: TestContext;
let repo: Repository;

beforeEach(async () => {
  ({ ctx, repo } = await createTestRepository());
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to reject');
  return error;
}

const memberIdsOf = async (groupId: number) => (await ctx.db.groups.get(groupId))!.memberIds;
const groupsOf = async (userId: number) => (await ctx.db.users.get(userId))!.projectGroups;

/** The user's draft as the admin form would send it back unchanged, with overrides. */
async function draftOf(userId: number, overrides: Partial<UserDraft> = {}): Promise<UserDraft> {
  const u = (await ctx.db.users.get(userId))!;
  return {
    name: u.name,
    email: u.email,
    companyName: u.companyName,
    role: u.role,
    projectGroups: u.projectGroups,
    ...overrides,
  };
}

test('an admin creates a user with roles from the role, default settings and the admin as creator', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const user = await repo.users.create({
    name: 'Erika Muster',
    email: 'Erika@Example.com',
    companyName: 'AWO Jena',
    role: 'user',
    projectGroups: [G.pflege],
  });
  expect(Number.isInteger(user.id) && user.id > 0).toBe(true);
  expect(user.id).toBeGreaterThan(U.neumann);
  expect(user).toMatchObject({
    name: 'Erika Muster',
    email: 'erika@example.com',
    role: 'user',
    roles: ['ROLE_USER'],
    projectGroups: [G.pflege],
    avatar: null,
    notificationSettings: { newProject: true, newTask: true, taskDeadline: true, taskComments: true },
    createdAt: TEST_NOW.toISOString(),
    createdBy: U.admin,
  });
  expect(await memberIdsOf(G.pflege)).toContain(user.id);
  expect((await repo.users.list()).map((u) => u.id)).toContain(user.id);
});

test('an admin created with role admin carries ROLE_ADMIN', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const user = await repo.users.create({
    name: 'Zweite Admin',
    email: 'admin2@example.com',
    companyName: 'KIZ',
    role: 'admin',
  });
  expect(user.role).toBe('admin');
  expect(user.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
  expect(user.projectGroups).toEqual([]);
});

test('changing a user groups moves them in the groups memberIds too', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  // Thomas Becker starts in groups 1 and 4.
  const updated = await repo.users.update(U.becker, await draftOf(U.becker, { projectGroups: [G.beratung, G.pflege] }));
  expect(updated.projectGroups).toEqual([G.beratung, G.pflege]);
  expect(await memberIdsOf(G.beratung)).toContain(U.becker);
  expect(await memberIdsOf(G.pflege)).toContain(U.becker);
  expect(await memberIdsOf(G.wohnungslosenhilfe)).not.toContain(U.becker);
  expect(await memberIdsOf(G.wohnungslosenhilfe)).toEqual([U.schmidt, U.neumann]);
});

test('changing a group members moves the group in the users projectGroups too', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  // Group 3 starts with Krüger, Hoffmann and Neumann.
  const group = await repo.groups.update(G.jugendhilfe, { name: 'Jugendhilfe', memberIds: [U.nutzer, U.neumann] });
  expect(group.memberIds).toEqual([U.nutzer, U.neumann]);
  expect(await groupsOf(U.nutzer)).toEqual([G.beratung, G.pflege, G.jugendhilfe]);
  expect(await groupsOf(U.neumann)).toContain(G.jugendhilfe);
  expect(await groupsOf(U.krueger)).toEqual([G.beratung]);
  expect(await groupsOf(U.hoffmann)).toEqual([G.beratung]);
});

test('an admin cannot delete their own account', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot(ctx.db);
  const error = await rejection(repo.users.remove(U.admin));
  expect(error).toBeInstanceOf(ForbiddenError);
  expect(error.message).toBe(SELF_DELETE);
  expect(await snapshot(ctx.db)).toBe(before);
});

test('the last admin cannot be demoted', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot(ctx.db);
  const error = await rejection(repo.users.update(U.admin, await draftOf(U.admin, { role: 'user' })));
  expect(error).toBeInstanceOf(ForbiddenError);
  expect(error.message).toBe(LAST_ADMIN);
  expect(await snapshot(ctx.db)).toBe(before);
});

test('an admin can be demoted or deleted while another admin remains, but not the last one', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const second = await repo.users.create({
    name: 'Zweite Admin',
    email: 'admin2@example.com',
    companyName: 'KIZ',
    role: 'admin',
  });
  const demoted = await repo.users.update(second.id, await draftOf(second.id, { role: 'user' }));
  expect(demoted.roles).toEqual(['ROLE_USER']);

  // Promote again, let the second admin delete the first: the second is then the last admin.
  await repo.users.update(second.id, await draftOf(second.id, { role: 'admin' }));
  await ctx.signInAs('admin2@example.com');
  await repo.users.remove(U.admin);
  expect(await ctx.db.users.get(U.admin)).toBeUndefined();
  const error = await rejection(repo.users.update(second.id, await draftOf(second.id, { role: 'user' })));
  expect(error).toBeInstanceOf(ForbiddenError);
  expect(error.message).toBe(LAST_ADMIN);
  expect(await rejection(repo.users.remove(second.id))).toBeInstanceOf(ForbiddenError);
  expect((await ctx.db.users.get(second.id))!.role).toBe('admin');
});

test('deleting a user removes them from their groups and ends their sessions', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  const memberToken = (await ctx.db.sessions.where('userId').equals(U.nutzer).first())!.token;
  await ctx.signInAs(ADMIN_EMAIL);
  await repo.users.remove(U.nutzer);

  expect(await ctx.db.users.get(U.nutzer)).toBeUndefined();
  expect(await ctx.db.credentials.get(U.nutzer)).toBeUndefined();
  expect(await ctx.db.sessions.where('userId').equals(U.nutzer).count()).toBe(0);
  expect(await ctx.db.sessions.where('userId').equals(U.admin).count()).toBe(1);
  expect(await ctx.db.groups.where('memberIds').equals(U.nutzer).count()).toBe(0);
  expect(await memberIdsOf(G.beratung)).toEqual([U.admin, U.becker, U.krueger, U.hoffmann]);
  expect(await memberIdsOf(G.pflege)).toEqual([U.yilmaz, U.schmidt, U.wagner]);

  const formerMember = buildDemoRepository(ctx.db, { db: ctx.db, getToken: () => memberToken, now: ctx.now }, demoSeed);
  await expect(formerMember.tasks.list()).rejects.toBeInstanceOf(UnauthorizedError);
});

test('deleting a user withdraws their invitation, so they cannot register again into its group', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await repo.users.remove(U.nutzer);
  expect((await ctx.db.whitelist.get({ email: MEMBER_EMAIL }))?.isActive).toBe(false);
  ctx.signOut();
  expect(await repo.whitelist.check(MEMBER_EMAIL)).toBe(false);
  await expect(
    repo.auth.register({ email: MEMBER_EMAIL, password: 'geheim123', name: 'Nina', companyName: 'Diakonie' }),
  ).rejects.toThrow();
});

test('deleting a user takes them off tasks and projects, so those can still be saved', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await repo.tasks.create({ ...draftFromTask(await repo.tasks.get(1)), title: 'Für Becker', assignedTo: [U.becker] });
  expect(
    await ctx.db.notifications
      .where('[userId+readKey]')
      .between([U.becker, Dexie.minKey], [U.becker, Dexie.maxKey])
      .count(),
  ).toBeGreaterThan(0);
  await repo.users.remove(U.becker);

  expect(await ctx.db.tasks.where('assignedTo').equals(U.becker).count()).toBe(0);
  expect((await repo.tasks.get(4)).assignedTo).toEqual([U.nutzer]);
  expect((await repo.tasks.get(6)).assignedTo).toEqual([]);
  expect((await ctx.db.projects.get(P.schuldnerberatung))!.members).not.toContain(U.becker);
  expect(
    await ctx.db.notifications
      .where('[userId+readKey]')
      .between([U.becker, Dexie.minKey], [U.becker, Dexie.maxKey])
      .count(),
  ).toBe(0);
  expect(await ctx.db.reminders.where('userId').equals(U.becker).count()).toBe(0);

  // The admin's status select and edit form send the task back as read: both save.
  const moved = await repo.tasks.update(4, { ...draftFromTask(await repo.tasks.get(4)), status: 'in_progress' });
  expect(moved.status).toBe('in_progress');
  const renamed = await repo.tasks.update(6, {
    ...draftFromTask(await repo.tasks.get(6)),
    title: 'Schnittstelle prüfen',
  });
  expect(renamed.title).toBe('Schnittstelle prüfen');
});

test('a member who leaves a group leaves its tasks and hears nothing more about them', async () => {
  const notificationsOf = (userId: number) =>
    ctx.db.notifications.where('[userId+createdAt]').between([userId, ''], [userId, '\uffff']).toArray();
  await ctx.signInAs(ADMIN_EMAIL);
  const pflege = (await ctx.db.groups.get(G.pflege))!;
  await repo.groups.update(G.pflege, {
    name: pflege.name,
    memberIds: pflege.memberIds.filter((id) => id !== U.wagner),
  });
  expect((await repo.tasks.get(15)).assignedTo).toEqual([U.nutzer]);

  // Through the user form as well: Yılmaz leaves Pflege, and task 16 keeps only Schmidt.
  await repo.users.update(U.yilmaz, await draftOf(U.yilmaz, { projectGroups: [] }));
  expect((await repo.tasks.get(16)).assignedTo).toEqual([U.schmidt]);

  // An admin who names an outsider anyway is refused: the outsider would be told of a task they cannot open.
  const before = (await notificationsOf(U.neumann)).length;
  await expect(
    repo.tasks.create({
      ...draftFromTask(await repo.tasks.get(15)),
      title: 'Neue Schichtübergabe',
      assignedTo: [U.nutzer, U.neumann],
    }),
  ).rejects.toThrow('Zugewiesen werden können nur Mitglieder der Projektgruppe.');
  expect(await notificationsOf(U.neumann)).toHaveLength(before);
  await repo.tasks.create({
    ...draftFromTask(await repo.tasks.get(15)),
    title: 'Neue Schichtübergabe',
    assignedTo: [U.nutzer],
  });
  expect((await notificationsOf(U.nutzer)).map((n) => n.message)).toContain(
    'Ihnen wurde die Aufgabe „Neue Schichtübergabe“ im Projekt „Dienstplan-Optimierung in der Pflege“ zugewiesen.',
  );

  const wagnerBefore = (await notificationsOf(U.wagner)).length;
  await ctx.signInAs(MEMBER_EMAIL);
  await repo.comments.create(15, { content: 'Der Entwurf ist fertig.' });
  expect(await notificationsOf(U.wagner)).toHaveLength(wagnerBefore);
});

test('a password reset token of a deleted user no longer works', async () => {
  await repo.passwordReset.request('thomas.becker@example.com');
  const [request] = await ctx.db.passwordResets.toArray();
  await ctx.signInAs(ADMIN_EMAIL);
  await repo.users.remove(U.becker);

  // A server would answer as for any invalid token; the demo store "succeeds" and writes a credential for nobody.
  await expect(repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' })).rejects.toThrow(
    ValidationError,
  );
  expect(await ctx.db.credentials.get(U.becker)).toBeUndefined();
}, 30_000);

test('a new group defaults to active and collaborative, with the admin as its admin', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const group = await repo.groups.create({ name: '  Neue Gruppe ', memberIds: [U.nutzer, U.becker] });
  expect(group).toMatchObject({
    name: 'Neue Gruppe',
    description: '',
    status: 'active',
    type: 'collaborative',
    adminId: U.admin,
    memberIds: [U.nutzer, U.becker],
  });
  expect(group.id).toBeGreaterThan(G.wohnungslosenhilfe);
  expect(await groupsOf(U.nutzer)).toContain(group.id);
  expect(await groupsOf(U.becker)).toContain(group.id);
  expect(await groupsOf(U.krueger)).not.toContain(group.id);
});

test('a group name is taken whatever its case, on create and rename; a group keeps its own name', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot(ctx.db);
  for (const attempt of [
    repo.groups.create({ name: 'pflege & organisation', memberIds: [U.nutzer] }),
    repo.groups.update(G.jugendhilfe, { name: 'PFLEGE & ORGANISATION', memberIds: await memberIdsOf(G.jugendhilfe) }),
  ]) {
    const error = await rejection(attempt);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ name: 'Eine Projektgruppe mit diesem Namen gibt es bereits.' });
  }
  expect(await snapshot(ctx.db)).toBe(before);
  const pflege = (await ctx.db.groups.get(G.pflege))!;
  const kept = await repo.groups.update(G.pflege, {
    name: pflege.name,
    description: 'Neu beschrieben',
    memberIds: pflege.memberIds,
  });
  expect(kept.description).toBe('Neu beschrieben');
});

test('a member lists only their own groups, an admin every group', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  expect((await repo.groups.list()).map((g) => g.id)).toEqual([G.beratung, G.pflege]);
  await ctx.signInAs('peter.neumann@example.com');
  expect((await repo.groups.list()).map((g) => g.id).sort()).toEqual([G.jugendhilfe, G.wohnungslosenhilfe]);
  await ctx.signInAs(ADMIN_EMAIL);
  expect((await repo.groups.list()).map((g) => g.id)).toEqual([
    G.beratung,
    G.pflege,
    G.jugendhilfe,
    G.wohnungslosenhilfe,
  ]);
});

test('a group that still has projects cannot be deleted', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot(ctx.db);
  const error = await rejection(repo.groups.remove(G.beratung));
  expect(error).toBeInstanceOf(ValidationError);
  expect(error.message).toBe(GROUP_IN_USE);
  expect(await snapshot(ctx.db)).toBe(before);
});

test('deleting a group without projects removes it from users, polls and invitations', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const group = await repo.groups.create({ name: 'Kurzlebig', memberIds: [U.nutzer, U.becker] });
  await repo.polls.update(POLL.openForNutzer, {
    ...(await repo.polls.get(POLL.openForNutzer)),
    projectGroupIds: [G.pflege, group.id],
  });
  const invitation = await repo.whitelist.create({ email: 'kurz@example.com', projectGroupId: group.id });
  expect((await ctx.db.polls.get(POLL.openForNutzer))!.projectGroupIds).toEqual([G.pflege, group.id]);

  await repo.groups.remove(group.id);
  expect(await ctx.db.groups.get(group.id)).toBeUndefined();
  expect(await groupsOf(U.nutzer)).toEqual([G.beratung, G.pflege]);
  expect(await groupsOf(U.becker)).toEqual([G.beratung, G.wohnungslosenhilfe]);
  expect(await ctx.db.users.where('projectGroups').equals(group.id).count()).toBe(0);
  expect((await ctx.db.polls.get(POLL.openForNutzer))!.projectGroupIds).toEqual([G.pflege]);
  expect(await ctx.db.polls.where('projectGroupIds').equals(group.id).count()).toBe(0);
  expect((await ctx.db.whitelist.get(invitation.id))!.projectGroupId).toBeNull();
  expect(await ctx.db.projects.where('projectGroupId').equals(G.wohnungslosenhilfe).primaryKeys()).toEqual([
    P.bedarfsprognose,
  ]);
});
