import { createTestRepository, ADMIN_EMAIL, MEMBER_EMAIL } from '../testing/demo-context';
import { useSession } from '../stores/session';
import { refreshSessionUser } from './refresh-session-user';

afterEach(() => useSession.getState().clear());

test('a member made admin in another tab becomes admin in this one; nothing changes when nothing did', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(MEMBER_EMAIL);
  const member = await repo.auth.currentUser();
  useSession.getState().signIn({ token: 'member-token', user: member! });
  expect(await refreshSessionUser(repo)).toBe(false);

  // The admin, elsewhere, makes her an admin and moves her groups.
  const memberToken = ctx.getToken();
  await ctx.signInAs(ADMIN_EMAIL);
  await repo.users.update(member!.id, { ...member!, role: 'admin', projectGroups: [3] });
  ctx.setToken(memberToken);

  expect(await refreshSessionUser(repo)).toBe(true);
  expect(useSession.getState().user).toMatchObject({
    id: member!.id,
    role: 'admin',
    roles: expect.arrayContaining(['ROLE_ADMIN']),
    projectGroups: [3],
  });
  expect(useSession.getState().token).toBe('member-token');
});

test('a user stored with its fields in another order is the same user: nothing to refresh', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(MEMBER_EMAIL);
  const member = (await repo.auth.currentUser())!;
  const reordered = Object.fromEntries(Object.entries(member).reverse()) as typeof member;
  useSession.getState().signIn({
    token: 't',
    user: {
      ...reordered,
      notificationSettings: Object.fromEntries(
        Object.entries(member.notificationSettings).reverse(),
      ) as typeof member.notificationSettings,
    },
  });
  expect(await refreshSessionUser(repo)).toBe(false);
});

test('a session signed out meanwhile stays signed out', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(MEMBER_EMAIL);
  const member = (await repo.auth.currentUser())!;
  useSession.getState().signIn({ token: 't', user: member });
  const refreshing = refreshSessionUser(repo);
  useSession.getState().clear();
  expect(await refreshing).toBe(false);
  expect(useSession.getState().user).toBeNull();
});
