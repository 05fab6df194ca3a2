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
