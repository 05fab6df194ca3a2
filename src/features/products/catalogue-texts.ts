import { formatCount } from '../../lib/format-count';

/**
 * German texts of the product catalogue (SPEC §2, §8 verbatim where quoted there); apart from the detail
 * page's texts so that the catalogue's first visit does not load those.
 */
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
  count: (n: number) => (n === 1 ? '1 Produkt gefunden' : `${formatCount(n)} Produkte gefunden`),
} as const;
