import type { FooterPageStatus } from '../../../domain/footer-page';
import { formatCount } from '../../../lib/format-count';

/** German texts of the Footer-Seiten tab; spec texts (SPEC §2, §8) verbatim. */
export const footerPagesTexts = {
  title: 'Footer-Seiten',
  lead: 'Statische Inhaltsseiten wie Datenschutz und Impressum. Veröffentlichte Seiten erscheinen im Footer unter „Rechtliches“.',
  create: 'Neue Seite',
  createTitle: 'Neue Seite',
  editTitle: 'Seite bearbeiten',
  caption: 'Footer-Seiten',
  filterLabel: 'Nach Status filtern',
  filterAll: 'Alle',
  count: (n: number) => (n === 1 ? '1 Seite' : `${formatCount(n)} Seiten`),
  columns: { title: 'Titel', slug: 'URL-Slug', status: 'Status' },
  empty: 'Keine Seiten gefunden',
  emptyAll: 'Legen Sie die erste Seite an, z. B. ein Impressum.',
  emptyFiltered: (status: string) => `Es gibt keine Seiten mit dem Status „${status}“.`,
  showAll: 'Alle Seiten anzeigen',
  notFound: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es nicht (mehr). Vielleicht wurde sie gerade gelöscht.',
  form: {
    title: 'Titel',
    slug: 'URL-Slug',
    // Short enough to show whole in a phone's slug field.
    slugPlaceholder: 'datenschutz, impressum',
    slugHint: (slug: string) => `Kleinbuchstaben, Ziffern und Bindestriche. Adresse der Seite: /${slug || '…'}`,
    content: 'Inhalt (HTML)',
    contentHint:
      'Üblich sind <h2>, <p>, <ul>/<li>, <a href="…"> und <strong>. Skripte und Event-Handler werden entfernt.',
    preview: 'Vorschau',
    previewEmpty: 'Die Vorschau erscheint, sobald Sie Inhalt eingeben.',
    status: 'Status',
    privacyLinkWarning: (slug: string) =>
      `Das Kontaktformular verweist auf /${slug}. Ohne veröffentlichte Seite unter dieser Adresse führt sein Datenschutz-Link ins Leere.`,
  },
  privacyDeleteDetail: (slug: string) =>
    `Das Kontaktformular verweist auf /${slug}; sein Datenschutz-Link führt danach ins Leere.`,
  created: 'Seite wurde erstellt',
  updated: 'Seite wurde aktualisiert',
  deleted: 'Seite wurde gelöscht',
  saveFailed: 'Fehler beim Speichern der Seite',
  deleteFailed: 'Fehler beim Löschen der Seite',
  loadFailed: 'Fehler beim Laden der Seite',
} as const;

export const statusTones: Record<FooterPageStatus, 'success' | 'warning'> = { published: 'success', draft: 'warning' };
