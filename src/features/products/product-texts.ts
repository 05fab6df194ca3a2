/** German texts of the product detail page (SPEC §2, §8 verbatim where quoted there). */
export const productTexts = {
  backToList: 'Zurück zur Produktübersicht',
  notFoundTitle: 'Produkt nicht gefunden',
  notFoundText: 'Das gesuchte Produkt existiert nicht oder wurde entfernt.',
  loadFailed: 'Fehler beim Laden des Produkts',
  imageAlt: (title: string) => `Illustration zu ${title}`,
  technologies: 'Technologien',
  about: 'Über das Produkt',
  impressions: 'Impressionen',
  impressionAlt: (title: string, index: number, total: number) => `${title} – Impression ${index} von ${total}`,
  features: 'Funktionen',
  ctaTitle: (title: string) => `Interesse an „${title}“?`,
  ctaText:
    'Wir zeigen Ihnen das Produkt gern in einem persönlichen Gespräch und prüfen gemeinsam, wie es zu Ihrer Einrichtung passt.',
  ctaLink: 'Kontakt aufnehmen',
  similar: 'Ähnliche Produkte',
  details: 'Details anzeigen',
  draftBadge: 'Entwurf',
  draftNotice: 'Dieses Produkt ist ein Entwurf und nur für Administratorinnen und Administratoren sichtbar.',
  adminActions: 'Produkt verwalten',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  deleteTitle: 'Produkt löschen?',
  deleteDescription: (title: string) =>
    `Möchten Sie das Produkt „${title}“ wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.`,
  deleted: 'Produkt wurde gelöscht',
  deleteFailed: 'Fehler beim Löschen des Produkts',
} as const;
