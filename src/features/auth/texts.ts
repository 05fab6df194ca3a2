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

/** Signing in again over a form whose session the server ended (end-refused-session.ts). */
export const sessionExpiredTexts = {
  title: 'Sitzung abgelaufen',
  description:
    'Ihre Anmeldung ist nicht mehr gültig. Melden Sie sich erneut an, um fortzufahren – Ihre Eingaben auf dieser Seite bleiben erhalten. Wenn Sie sich stattdessen abmelden, gehen sie verloren.',
  signOut: 'Abmelden',
  signedInAgain: 'Sie sind wieder angemeldet.',
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

export const registerTexts = {
  title: 'Registrierung',
  lead: 'Legen Sie Ihr Konto an. Die Registrierung ist mit der E-Mail-Adresse möglich, an die Ihre Einladung ging.',
  name: 'Name',
  email: 'E-Mail-Adresse',
  companyName: 'Unternehmen',
  password: 'Passwort',
  passwordHint: 'Mindestens 8 Zeichen.',
  confirmPassword: 'Passwort bestätigen',
  submit: 'Registrieren',
  submitting: 'Registrierung läuft …',
  haveAccount: 'Bereits registriert?',
  toLogin: 'Zum Login',
  demoInvited: 'In der Demo ist die Adresse eingeladen@example.com zur Registrierung freigeschaltet.',
  demoMoreBefore: 'Weitere Adressen schalten Administratorinnen und Administratoren unter',
  demoMoreLink: 'Einladungen',
  demoMoreAfter: ' frei.',
} as const;

export const signedInNoticeTexts = {
  signedInAs: (name: string) => `Sie sind bereits als ${name} angemeldet.`,
  toDashboard: 'Zum Dashboard',
  toAdmin: 'Zur Administration',
} as const;

/** The card beside an account form in the demo. */
export const demoHintTexts = { heading: 'Demo-Modus' } as const;

export const forgotPasswordTexts = {
  title: 'Passwort vergessen',
  lead: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort vergeben können.',
  email: 'E-Mail-Adresse',
  submit: 'Link anfordern',
  submitting: 'Wird gesendet …',
  backToLogin: 'Zurück zum Login',
  demoTextBefore:
    'In der Demo werden keine echten E-Mails verschickt. Die E-Mail mit dem Link zum Zurücksetzen finden Sie im',
  demoLink: 'Demo-Postfach',
  demoTextAfter: '.',
  demoAccountsHint: 'Zum Ausprobieren eignet sich zum Beispiel nutzer@example.com.',
} as const;

export const resetPasswordTexts = {
  title: 'Passwort zurücksetzen',
  lead: 'Vergeben Sie ein neues Passwort mit mindestens 8 Zeichen.',
  password: 'Neues Passwort',
  passwordHint: 'Mindestens 8 Zeichen.',
  confirmPassword: 'Passwort bestätigen',
  submit: 'Passwort speichern',
  submitting: 'Wird gespeichert …',
  tokenMissingHelp:
    'Der Link ist unvollständig, abgelaufen oder wurde bereits verwendet. Fordern Sie einfach einen neuen an.',
  requestNewLink: 'Neuen Link anfordern',
  toLoginNow: 'Direkt zum Login',
  backToLogin: 'Zurück zum Login',
} as const;
