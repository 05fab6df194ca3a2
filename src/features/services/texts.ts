/** German texts of the services screens; SPEC texts verbatim. */
export const servicesTexts = {
  title: 'Services',
  heroEyebrow: 'Von der Idee bis zum Betrieb',
  lead: 'In drei Phasen begleiten wir Träger und Einrichtungen der Sozialwirtschaft von der ersten Idee zur KI-gestützten Anwendung im Alltag.',
  phasesHeading: 'Unsere drei Phasen',
  phasesLabel: 'Phasen',
  phase: (n: number) => `Phase ${n}`,
  more: 'Mehr erfahren',
  ctaHeading: 'Welche Phase passt zu Ihnen?',
  ctaText: 'Erzählen Sie uns von Ihrem Vorhaben – wir melden uns mit einem Vorschlag für den passenden Einstieg.',
  ctaButton: 'Kontakt aufnehmen',
} as const;

export const serviceDetailTexts = {
  back: 'Zurück zur Übersicht',
  loading: 'Service wird geladen …',
  factsHeading: 'Auf einen Blick',
  benefitsHeading: 'Ihre Vorteile',
  impressionsHeading: 'Impressionen',
  impressionAlt: (n: number, title: string) => `Impression ${n} aus dem Angebot „${title}“`,
  othersHeading: 'Weitere Services',
  othersLabel: 'Weitere Services',
  more: 'Mehr erfahren',
  ctaHeading: 'Interesse geweckt?',
  ctaText: 'Wir beraten Sie gern und unverbindlich zu Ablauf, Umfang und Kosten.',
  ctaButton: 'Jetzt anfragen',
  notFoundTitle: 'Service nicht gefunden',
  notFoundText: 'Der gesuchte Service existiert leider nicht.',
  notFoundLink: 'Zur Übersicht der Services',
  documentTitle: 'Service',
} as const;
