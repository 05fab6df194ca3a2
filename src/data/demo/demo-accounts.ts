import type { DemoAccount, DemoAccountNow, SampleMembers } from '../repository';

/** The seed's sign-in accounts (seed/users.ts), offered on the login screen and in the demo panel. */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'admin', name: 'Anna Admin', email: 'admin@example.com', password: 'admin1234' },
  { role: 'user', name: 'Nina Nutzer', email: 'nutzer@example.com', password: 'nutzer1234' },
];

/** The seed's other members (seed/users.ts): a workshop's participants each take one, all with one password. */
export const sampleMembers: SampleMembers = {
  password: 'demo1234',
  people: [
    { name: 'Thomas Becker', email: 'thomas.becker@example.com' },
    { name: 'Sabine Krüger', email: 'sabine.krueger@example.com' },
    { name: 'Mehmet Yılmaz', email: 'mehmet.yilmaz@example.com' },
    { name: 'Julia Hoffmann', email: 'julia.hoffmann@example.com' },
    { name: 'Lukas Schmidt', email: 'lukas.schmidt@example.com' },
    { name: 'Katharina Wagner', email: 'katharina.wagner@example.com' },
    { name: 'Peter Neumann', email: 'peter.neumann@example.com' },
  ],
};

/** The accounts as the seed writes them: what a browser that never opened the store would find there. */
export function seedAccountsNow(): DemoAccountNow[] {
  return [...demoAccounts, ...sampleMembers.people].map(({ name, email }) => ({ email, name, samplePassword: true }));
}
