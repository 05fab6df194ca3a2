import { ADMIN_EMAIL, createTestRepository, demoSeed, MEMBER_EMAIL, TEST_NOW } from '../../testing/demo-context';
import { demoAccounts, sampleMembers } from './demo-accounts';

// Each login derives a PBKDF2 key with 600,000 iterations.
vi.setConfig({ testTimeout: 60_000 });

test('the demo panel’s accounts are the seed’s users, by name', () => {
  const seedUsers = demoSeed.create(TEST_NOW).users;
  for (const account of demoAccounts)
    expect(seedUsers.find((user) => user.email === account.email)?.name).toBe(account.name);
});

test('the demo panel’s further sample members are exactly the seed’s other users, by name', () => {
  const listed = new Set(demoAccounts.map((account) => account.email));
  const others = demoSeed
    .create(TEST_NOW)
    .users.filter((user) => !listed.has(user.email))
    .map(({ name, email }) => ({ name, email }));
  expect(sampleMembers.people).toEqual(others);
});

test('every further sample member signs in with the password the panel names', async () => {
  const { repo } = await createTestRepository();
  for (const person of sampleMembers.people) {
    const session = await repo.auth.login({ email: person.email, password: sampleMembers.password });
    expect(session.user.name).toBe(person.name);
  }
});

test('the accounts as they are now: a new password is no longer the sample one, until the demo data are reset', async () => {
  const { ctx, repo } = await createTestRepository();
  const sampleOnes = (await repo.demo!.accountsNow())
    .filter((account) => account.samplePassword)
    .map((account) => account.email);
  expect(sampleOnes).toEqual([...demoAccounts.map((a) => a.email), ...sampleMembers.people.map((p) => p.email)]);

  await repo.passwordReset.request(MEMBER_EMAIL);
  const [request] = await ctx.db.passwordResets.toArray();
  await repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' });
  expect((await repo.demo!.accountsNow()).find((account) => account.email === MEMBER_EMAIL)).toEqual({
    email: MEMBER_EMAIL,
    name: 'Nina Nutzer',
    samplePassword: false,
  });

  await repo.demo!.reset();
  expect((await repo.demo!.accountsNow()).find((account) => account.email === MEMBER_EMAIL)?.samplePassword).toBe(true);
});

test('a sample account that was deleted is no longer among the accounts', async () => {
  const { ctx, repo } = await createTestRepository();
  ctx.setToken((await repo.auth.login({ email: ADMIN_EMAIL, password: 'admin1234' })).token);
  const becker = (await repo.users.list()).find((user) => user.email === 'thomas.becker@example.com')!;
  await repo.users.remove(becker.id);
  expect((await repo.demo!.accountsNow()).map((account) => account.email)).not.toContain('thomas.becker@example.com');
});
