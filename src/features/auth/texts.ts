// The sign-in page's texts and those it shares with the other account screens. Each other screen's texts sit in a
// file beside it (register-texts.ts, password-reset-texts.ts, session-expired-texts.ts): the sign-in page is a first
// visit and loads only its own.
export const loginTexts = {
  title: 'Login',
  lead: 'Melden Sie sich an, um Ihre Projekte, Aufgaben und Umfragen zu sehen.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft …',
  /** SPEC §8: the screen's text for refused credentials (the adapter's own is 'Login fehlgeschlagen'). */
  refused: 'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.',
  forgot: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  register: 'Jetzt registrieren',
  demoHeading: 'Demo-Zugänge',
  demoLead: 'Mit einem Klick als Beispielperson anmelden:',
} as const;

/** The one addition to the login screen's demo card. */
export const loginDemoTexts = {
  mailboxLink: 'Demo-Postfach öffnen',
} as const;

/** How the demo names its sign-in accounts (DemoControls.accounts), by role. */
export const demoAccountTexts = {
  admin: { label: 'Administration', button: 'Als Demo-Admin anmelden', view: 'Als Admin ansehen' },
  user: { label: 'Mitglied', button: 'Als Demo-Mitglied anmelden', view: 'Als Mitglied ansehen' },
} as const;

export const signedInNoticeTexts = {
  signedInAs: (name: string) => `Sie sind bereits als ${name} angemeldet.`,
  toDashboard: 'Zum Dashboard',
  toAdmin: 'Zur Administration',
} as const;

/** The card beside an account form in the demo. */
export const demoHintTexts = { heading: 'Demo-Modus' } as const;
