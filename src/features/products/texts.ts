/** German texts of the product catalogue and product detail (SPEC §2, §8 verbatim where quoted there). */
export const catalogueTexts = {
  title: 'Produkte',
  heroLead:
    'KI-gestützte Lösungen für die Sozialwirtschaft – gemeinsam mit Trägern und Fachkräften entwickelt, erprobt und bereit für den Alltag.',
  filtersLabel: 'Produkte filtern',
  searchLabel: 'Produkte durchsuchen',
  searchPlaceholder: 'z. B. Chatbot oder Python',
  categoryLabel: 'Kategorie',
  allCategories: 'Alle Kategorien',
  listLabel: 'Produktliste',
  details: 'Details anzeigen',
  empty: 'Keine Produkte gefunden',
  emptyHint: 'Versuchen Sie einen anderen Suchbegriff oder wählen Sie eine andere Kategorie.',
  reset: 'Filter zurücksetzen',
  loadFailed: 'Fehler beim Laden der Produkte',
  retry: 'Erneut versuchen',
  count: (n: number) => (n === 1 ? '1 Produkt gefunden' : `${n} Produkte gefunden`),
} as const;

export const productTexts = {
  backToList: 'Zurück zur Produktübersicht',
  notFoundTitle: 'Produkt nicht gefunden',
  loadFailed: 'Fehler beim Laden des Produkts',
  imageAlt: (title: string) => `Illustration zu ${title}`,
  technologies: 'Technologien',
  about: 'Über das Produkt',
  impressions: 'Impressionen',
  impressionAlt: (title: string, index: number, total: number) => `${title} – Impression ${index} von ${total}`,
  features: 'Funktionen',
  ctaTitle: (title: string) => `Interesse an ${title}?`,
  ctaText:
    'Wir zeigen Ihnen das Produkt gern in einem persönlichen Gespräch und prüfen gemeinsam, wie es zu Ihrer Einrichtung passt.',
  ctaLink: 'Kontakt aufnehmen',
  similar: 'Ähnliche Produkte',
  details: 'Details anzeigen',
  draftBadge: 'Entwurf',
  draftNotice: 'Dieses Produkt ist ein Entwurf und nur für Administratoren sichtbar.',
  adminActions: 'Produkt verwalten',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  deleteTitle: 'Produkt löschen?',
  deleteDescription: (title: string) =>
    `Möchten Sie das Produkt „${title}“ wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.`,
  deleted: 'Produkt wurde gelöscht',
  deleteFailed: 'Fehler beim Löschen des Produkts',
} as const;
