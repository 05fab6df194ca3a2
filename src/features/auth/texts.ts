export const loginTexts = {
  title: 'Login',
  lead: 'Melden Sie sich an, um Ihre Projekte, Aufgaben und Umfragen zu sehen.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft …',
  forgot: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  register: 'Jetzt registrieren',
  demoHeading: 'Demo-Zugänge',
  demoLead: 'Mit einem Klick als Beispielperson anmelden:',
} as const;
