/** The seed's sign-in accounts, shown in the demo panel and on the login screen of the demo build. */
export const demoAccounts = [
  { label: 'Administration', buttonLabel: 'Als Demo-Admin anmelden', email: 'admin@example.com', password: 'admin1234' },
  { label: 'Mitglied', buttonLabel: 'Als Demo-Mitglied anmelden', email: 'nutzer@example.com', password: 'nutzer1234' },
] as const;
