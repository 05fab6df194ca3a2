/** Signing in again over a form whose session the server ended (end-refused-session.ts). */
export const sessionExpiredTexts = {
  title: 'Sitzung abgelaufen',
  description:
    'Ihre Anmeldung ist nicht mehr gültig. Melden Sie sich erneut an, um fortzufahren – Ihre Eingaben auf dieser Seite bleiben erhalten. Wenn Sie sich stattdessen abmelden, gehen sie verloren.',
  signOut: 'Abmelden',
  signedInAgain: 'Sie sind wieder angemeldet.',
} as const;
