import { createTestRepository, demoSeed, TEST_NOW } from '../../testing/demo-context';
import { demoAccounts, sampleMembers } from './demo-accounts';

// Each login derives a PBKDF2 key with 600,000 iterations.
vi.setConfig({ testTimeout: 60_000 });

test('the demo panel’s further sample members are exactly the seed’s other users, by name', () => {
  const listed = new Set(demoAccounts.map((account) => account.email));
  const others = demoSeed.create(TEST_NOW).users.filter((user) => !listed.has(user.email)).map(({ name, email }) => ({ name, email }));
  expect(sampleMembers.people).toEqual(others);
});

test('every further sample member signs in with the password the panel names', async () => {
  const { repo } = await createTestRepository();
  for (const person of sampleMembers.people) {
    const session = await repo.auth.login({ email: person.email, password: sampleMembers.password });
    expect(session.user.name).toBe(person.name);
  }
});
