import type { HeroKey } from '../../../domain/hero-setting';

/** German texts of the Einstellungen tab; spec texts (SPEC §2, §8) verbatim. */
export const settingsTexts = {
  title: 'Einstellungen',
  lead: 'Hintergrundbilder der Seitenköpfe (Hero) von Startseite, Produktkatalog und Services.',
  tabsLabel: 'Hero-Einstellungen',
  tabs: { hero: 'Hero Sektion', 'product-hero': 'Produkt Hero', 'service-hero': 'Service Hero' } satisfies Record<
    HeroKey,
    string
  >,
  usedOn: {
    hero: 'Erscheint oben auf der Startseite (/).',
    'product-hero': 'Erscheint oben im Produktkatalog (/produkte).',
    'service-hero': 'Erscheint oben auf der Services-Seite (/services).',
  } satisfies Record<HeroKey, string>,
  image: 'Hintergrundbild',
  imageHint: 'JPG, PNG, WebP oder SVG, höchstens 20 MB; große Bilder werden auf 1600 px verkleinert.',
  noImage: 'Kein Bild gewählt: der Hero zeigt eine dunkelblaue Fläche.',
  description: 'Bildbeschreibung',
  descriptionHint: 'Wird als Alternativtext verwendet. Beschreiben Sie kurz, was das Bild zeigt.',
  opacity: 'Deckkraft des Bildes',
  opacityHint:
    '0 = Bild ausgeblendet, 1 = Bild am deutlichsten, so weit die Schrift davor lesbar bleibt. Standard: 0,5.',
  preview: 'Vorschau',
  previewTitle: { hero: 'Startseite', 'product-hero': 'Produkte', 'service-hero': 'Services' } satisfies Record<
    HeroKey,
    string
  >,
  previewText: 'So wirken Bild und Deckkraft hinter der Überschrift.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  saved: 'Konfiguration wurde gespeichert',
  loadFailed: 'Fehler beim Laden der Konfiguration',
  saveFailed: 'Fehler beim Speichern der Konfiguration',
  imageFailed: 'Fehler beim Verarbeiten des Bildes',
} as const;

/** Opacity as Germans write it: 0,5. */
export const formatOpacity = (value: number) =>
  value.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
