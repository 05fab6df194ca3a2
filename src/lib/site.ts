/** Facts about the competence centre shown across the site (header, footer, contact page). */
export const site = {
  name: 'KI-Kompetenzzentrum Sozialwirtschaft',
  shortName: 'KI-Kompetenzzentrum',
  // External link of the navigation; the provider's academy site.
  academyUrl: 'https://ki-akademie.de',
  email: 'kontakt@ki-kompetenzzentrum.de',
  phone: '+49 361 123456-0',
  postalAddress: ['KI-Kompetenzzentrum Sozialwirtschaft', 'Postfach 10 01 23', '99001 Erfurt'],
  visitorAddress: ['Juri-Gagarin-Ring 152', '99084 Erfurt'],
} as const;
