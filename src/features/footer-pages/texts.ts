/** German texts of the footer pages (SPEC §2, §8 verbatim where quoted there). */
export const footerPageTexts = {
  home: 'Zur Startseite',
  loadFailed: 'Fehler beim Laden der Seite',
  redirecting: 'Sie werden in Kürze zur Startseite weitergeleitet …',
  updated: (date: string) => `Stand: ${date}`,
  draftBadge: 'Entwurf',
  draftNotice: 'Diese Seite ist ein Entwurf und nur für Administratorinnen und Administratoren sichtbar.',
} as const;
