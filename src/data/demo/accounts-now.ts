import type { DemoAccountNow } from '../repository';
import type { DemoDatabase } from './db';
import { demoAccounts, sampleMembers } from './demo-accounts';
import type { SeedSource } from './seed';

/**
 * The sample accounts as the store has them now: the ones still there, under their current name, and whether
 * the sample password still opens them. The seed's stored hash is the sample password's, so comparing the two
 * answers that without hashing (each hash costs 600,000 PBKDF2 rounds).
 */
export async function sampleAccountsNow(db: DemoDatabase, seed: SeedSource, now: Date): Promise<DemoAccountNow[]> {
  const sampleUsers = new Map((await seed.create(now)).users.map((user) => [user.email, user]));
  const emails = [
    ...demoAccounts.map((account) => account.email),
    ...sampleMembers.people.map((person) => person.email),
  ];
  const accounts: DemoAccountNow[] = [];
  for (const email of emails) {
    const user = await db.users.get({ email });
    const sample = sampleUsers.get(email);
    if (!user || !sample) continue;
    const stored = await db.credentials.get(user.id);
    const samplePassword = stored?.hash === sample.password.hash && stored.salt === sample.password.salt;
    accounts.push({ email, name: user.name, samplePassword });
  }
  return accounts;
}
