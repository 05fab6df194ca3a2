import type { DemoAccount } from '../repository';

/** The seed's sign-in accounts (seed/users.ts), offered on the login screen and in the demo panel. */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'admin', email: 'admin@example.com', password: 'admin1234' },
  { role: 'user', email: 'nutzer@example.com', password: 'nutzer1234' },
];
