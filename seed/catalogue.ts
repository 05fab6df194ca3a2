import type { Category } from '../src/domain/category';
import type { Product, ProductFeature } from '../src/domain/product';
import type { SeedClock } from './dates';
import type { SeedProduct } from './types';
import { U } from './users';

export function createCategories(clock: SeedClock): Category[] {
  const category = (
    id: number,
    name: string,
    description: string,
    icon: string | null,
    active: boolean,
    daysAgo: number,
  ): Category => ({
    id,
    name,
    description,
    icon,
    active,
    createdAt: clock.daysFromNow(-daysAgo),
    createdBy: U.admin,
  });
  return [
    category(
      1,
      'Beratung',
      'KI-Unterstützung für Sozial-, Schuldner- und Migrationsberatung.',
      'message-circle',
      true,
      400,
    ),
    category(
      2,
      'Pflege',
      'Werkzeuge für ambulante und stationäre Pflege: Planung, Dokumentation, Entlastung.',
      'heart-pulse',
      true,
      400,
    ),
    category(
      3,
      'Verwaltung',
      'Anträge, Fördermittel und Organisation – weniger Papier, mehr Zeit für Menschen.',
      'file-text',
      true,
      390,
    ),
    category(4, 'Teilhabe', 'Barrierefreie Kommunikation und digitale Teilhabe für alle.', 'accessibility', true, 390),
    category(
      5,
      'Kinder- und Jugendhilfe',
      'Lösungen für Kitas, Jugendämter und Einrichtungen der Jugendhilfe.',
      'baby',
      true,
      380,
    ),
    category(
      6,
      'Wohnungslosenhilfe',
      'Vorerst zurückgestellt: Themen der Wohnungslosenhilfe werden aktuell in Projekten bearbeitet.',
      null,
      false,
      200,
    ),
  ];
}

interface ProductInput {
  id: number;
  slug: string;
  title: string;
  description: string;
  fullDescription: string;
  category: string;
  technologies: string[];
  status: Product['status'];
  featured: boolean;
  additionalImages: string[];
  features: [string, string][];
  createdDaysAgo: number;
  updatedDaysAgo: number | null;
}

const inputs: ProductInput[] = [
  {
    id: 1,
    slug: 'beratungs-copilot',
    title: 'Beratungs-Copilot',
    description:
      'Ein KI-Assistent, der Beratungsgespräche vorbereitet, Unterlagen zusammenfasst und passende Hilfsangebote vorschlägt.',
    fullDescription:
      'Der Beratungs-Copilot unterstützt Fachkräfte der Sozial- und Schuldnerberatung bei der Vor- und Nachbereitung von Gesprächen. Eingereichte Unterlagen wie Bescheide, Mahnungen oder Verträge werden strukturiert zusammengefasst, Fristen werden hervorgehoben.\n\n' +
      'Auf Basis einer geprüften Wissensbasis schlägt der Assistent passende Hilfsangebote und Ansprechstellen in der Region vor. Die Entscheidung bleibt immer bei der Beraterin oder dem Berater.\n\n' +
      'Alle Daten werden auf Servern in Deutschland verarbeitet; personenbezogene Angaben können vor der Verarbeitung automatisch pseudonymisiert werden.',
    category: 'Beratung',
    technologies: ['LLM', 'RAG', 'Python', 'React'],
    status: 'published',
    featured: true,
    additionalImages: ['/images/services/impression-1.svg', '/images/projects/schuldnerberatung.svg'],
    features: [
      [
        'Dokumente zusammenfassen',
        'Bescheide und Schreiben werden in verständliche Stichpunkte mit Fristen übersetzt.',
      ],
      ['Hilfsangebote finden', 'Passende regionale Angebote werden mit Quelle vorgeschlagen.'],
      ['Pseudonymisierung', 'Namen, Adressen und Aktenzeichen werden vor der Verarbeitung ersetzt.'],
    ],
    createdDaysAgo: 240,
    updatedDaysAgo: 12,
  },
  {
    id: 2,
    slug: 'leichte-sprache',
    title: 'Leichte-Sprache-Übersetzer',
    description:
      'Übersetzt Briefe, Formulare und Webseiten in Leichte Sprache – mit Prüfschritt durch geschulte Prüfgruppen.',
    fullDescription:
      'Viele Informationen im Sozialwesen sind für Menschen mit Lernschwierigkeiten kaum verständlich. Der Leichte-Sprache-Übersetzer erstellt aus Fachtexten einen Entwurf in Leichter Sprache nach den Regeln des Netzwerks Leichte Sprache.\n\n' +
      'Der Entwurf wird anschließend von einer Prüfgruppe gelesen und freigegeben. Das Werkzeug markiert lange Sätze, Fremdwörter und Zahlen, damit die Prüfung schneller geht.',
    category: 'Teilhabe',
    technologies: ['LLM', 'Open Source', 'TypeScript'],
    status: 'published',
    featured: true,
    additionalImages: ['/images/projects/leichte-sprache.svg'],
    features: [
      ['Entwurf in Sekunden', 'Fachtexte werden in kurze, klare Sätze übertragen.'],
      ['Prüfmodus', 'Prüferinnen und Prüfer kommentieren direkt im Text.'],
      ['Bildvorschläge', 'Passende Symbolbilder werden zu jedem Absatz vorgeschlagen.'],
    ],
    createdDaysAgo: 220,
    updatedDaysAgo: 30,
  },
  {
    id: 3,
    slug: 'dienstplan-ki',
    title: 'Dienstplan-KI',
    description:
      'Erstellt faire Dienstpläne für Pflegeteams und berücksichtigt Wünsche, Qualifikationen und Arbeitszeitgesetz.',
    fullDescription:
      'Die Dienstplan-KI erzeugt Vorschläge für Monatsdienstpläne in der ambulanten und stationären Pflege. Wunschfrei-Tage, Teilzeitmodelle und Qualifikationen werden ebenso berücksichtigt wie Ruhezeiten nach dem Arbeitszeitgesetz.\n\n' +
      'Bei kurzfristigen Ausfällen schlägt das System Ersatzbesetzungen vor und zeigt, welche Auswirkungen ein Tausch auf Überstunden und Wochenenddienste hat.',
    category: 'Pflege',
    technologies: ['Python', 'Optimierung', 'React', 'PostgreSQL'],
    status: 'published',
    featured: true,
    additionalImages: ['/images/projects/dienstplan-pflege.svg', '/images/services/impression-2.svg'],
    features: [
      ['Wunschdienstplan', 'Mitarbeitende tragen Wünsche per Smartphone ein.'],
      ['Ausfallmanagement', 'Ersatzvorschläge bei Krankheit in unter einer Minute.'],
      ['Fairness-Auswertung', 'Wochenend- und Nachtdienste werden transparent verteilt.'],
      ['Export', 'Übergabe an gängige Lohnabrechnungssysteme.'],
    ],
    createdDaysAgo: 200,
    updatedDaysAgo: 5,
  },
  {
    id: 4,
    slug: 'pflegedoku-sprache',
    title: 'Pflegedokumentation per Sprache',
    description: 'Pflegekräfte sprechen ihre Dokumentation ein, die KI strukturiert sie nach dem Strukturmodell.',
    fullDescription:
      'Nach dem Hausbesuch einfach ins Smartphone sprechen: Die Spracherkennung wandelt das Gesagte in Text um, ein Sprachmodell ordnet die Inhalte den Themenfeldern der strukturierten Informationssammlung (SIS) zu.\n\n' +
      'Die Pflegekraft prüft den Vorschlag und übernimmt ihn mit einem Klick in die Pflegesoftware. Die Spracherkennung läuft auf Wunsch vollständig lokal.',
    category: 'Pflege',
    technologies: ['Whisper', 'LLM', 'Python', 'Open Source'],
    status: 'published',
    featured: false,
    additionalImages: [],
    features: [
      ['Spracherkennung', 'Auch mit Dialekt und Fachbegriffen zuverlässig.'],
      ['SIS-Zuordnung', 'Inhalte werden den Themenfeldern automatisch zugeordnet.'],
    ],
    createdDaysAgo: 180,
    updatedDaysAgo: null,
  },
  {
    id: 5,
    slug: 'antrags-lotse',
    title: 'Antrags-Lotse',
    description:
      'Führt Klientinnen und Klienten Schritt für Schritt durch Anträge auf Wohngeld, Bürgergeld und Teilhabeleistungen.',
    fullDescription:
      'Der Antrags-Lotse stellt verständliche Fragen und füllt daraus die passenden Antragsformulare vor. Fehlende Nachweise werden als Checkliste angezeigt.\n\n' +
      'Beratungsstellen können Vorlagen für häufige Anträge hinterlegen und sehen, an welcher Stelle Ratsuchende häufig abbrechen.',
    category: 'Verwaltung',
    technologies: ['React', 'LLM', 'PDF-Formulare'],
    status: 'published',
    featured: false,
    additionalImages: ['/images/services/impression-3.svg'],
    features: [
      ['Geführter Dialog', 'Eine Frage nach der anderen, in einfacher Sprache.'],
      ['Nachweis-Checkliste', 'Zeigt, welche Unterlagen noch fehlen.'],
      ['Formular-Export', 'Ausgefüllte PDF-Formulare zum Ausdrucken oder Hochladen.'],
    ],
    createdDaysAgo: 160,
    updatedDaysAgo: 40,
  },
  {
    id: 6,
    slug: 'kita-chatbot',
    title: 'Kita-Platz-Chatbot',
    description: 'Beantwortet Fragen von Eltern zur Kita-Anmeldung rund um die Uhr – mehrsprachig und datensparsam.',
    fullDescription:
      'Der Chatbot beantwortet häufige Fragen zur Anmeldung, zu Fristen, Gebühren und Eingewöhnung. Er spricht Deutsch, Englisch, Arabisch, Ukrainisch und Türkisch.\n\n' +
      'Komplexe Anliegen werden an das Team der Kita-Verwaltung übergeben. Der Chatbot speichert keine Gesprächsverläufe dauerhaft.',
    category: 'Kinder- und Jugendhilfe',
    technologies: ['LLM', 'RAG', 'Vue', 'Mehrsprachigkeit'],
    status: 'published',
    featured: false,
    additionalImages: ['/images/projects/kita-chatbot.svg'],
    features: [
      ['Mehrsprachig', 'Antworten in fünf Sprachen.'],
      ['Übergabe an Menschen', 'Schwierige Fälle landen im Postfach der Verwaltung.'],
    ],
    createdDaysAgo: 140,
    updatedDaysAgo: 20,
  },
  {
    id: 7,
    slug: 'wissensdatenbank-sozialrecht',
    title: 'Wissensdatenbank Sozialrecht',
    description:
      'Durchsucht Sozialgesetzbücher, Richtlinien und interne Handreichungen und antwortet mit Quellenangabe.',
    fullDescription:
      'Die Wissensdatenbank verbindet die Sozialgesetzbücher mit internen Arbeitshilfen Ihres Trägers. Fragen werden in natürlicher Sprache gestellt; jede Antwort verweist auf die zugrunde liegenden Paragrafen und Dokumente.\n\n' +
      'Neue Dokumente werden per Drag-and-drop ergänzt und stehen nach wenigen Minuten zur Verfügung.',
    category: 'Beratung',
    technologies: ['RAG', 'LLM', 'Python', 'Open Source'],
    status: 'published',
    featured: false,
    additionalImages: [],
    features: [
      ['Antworten mit Quellen', 'Jede Antwort nennt Paragraf und Dokument.'],
      ['Eigene Dokumente', 'Interne Handreichungen lassen sich einfach ergänzen.'],
      ['Rechteverwaltung', 'Dokumente sind nur für berechtigte Teams sichtbar.'],
    ],
    createdDaysAgo: 120,
    updatedDaysAgo: 8,
  },
  {
    id: 8,
    slug: 'foerdermittel-assistent',
    title: 'Fördermittel-Assistent',
    description:
      'Findet passende Förderprogramme und erstellt einen ersten Entwurf für Projektanträge und Sachberichte.',
    fullDescription:
      'Der Fördermittel-Assistent gleicht Ihr Vorhaben mit aktuellen Förderprogrammen von Bund, Land und Stiftungen ab. Er zeigt Fristen, Fördersummen und Eigenanteile übersichtlich an.\n\n' +
      'Für ausgewählte Programme erstellt er einen Antragsentwurf, den Ihr Team anschließend überarbeitet.',
    category: 'Verwaltung',
    technologies: ['LLM', 'React', 'Python'],
    status: 'published',
    featured: false,
    additionalImages: [],
    features: [
      ['Programmsuche', 'Passende Förderprogramme mit Fristen und Summen.'],
      ['Antragsentwurf', 'Gliederung und Textbausteine für den Antrag.'],
    ],
    createdDaysAgo: 100,
    updatedDaysAgo: null,
  },
  {
    id: 9,
    slug: 'jugendhilfe-fallnotizen',
    title: 'Fallnotizen Jugendhilfe',
    description:
      'Hilft Fachkräften im Allgemeinen Sozialen Dienst, Gesprächsnotizen strukturiert und datenschutzkonform abzulegen.',
    fullDescription:
      'Gesprächsnotizen werden nach einem einheitlichen Schema gegliedert: Anlass, Beobachtungen, Vereinbarungen, nächste Schritte. Die KI weist auf fehlende Angaben hin, bewertet aber keine Fälle.\n\n' +
      'Die Lösung ist für den Betrieb im eigenen Rechenzentrum des Trägers ausgelegt.',
    category: 'Kinder- und Jugendhilfe',
    technologies: ['LLM', 'On-Premises', 'TypeScript'],
    status: 'published',
    featured: false,
    additionalImages: [],
    features: [
      ['Einheitliche Struktur', 'Notizen nach festem Schema, schnell auffindbar.'],
      ['Vollständigkeitsprüfung', 'Hinweise auf fehlende Vereinbarungen oder Termine.'],
    ],
    createdDaysAgo: 90,
    updatedDaysAgo: 15,
  },
  {
    id: 10,
    slug: 'bedarfsradar',
    title: 'Bedarfsradar',
    description:
      'Prognostiziert die Auslastung von Notunterkünften und Beratungsstellen auf Basis anonymisierter Daten.',
    fullDescription:
      'Das Bedarfsradar verbindet anonymisierte Belegungsdaten mit Wetter- und Kalenderdaten und sagt die Auslastung für die kommenden Wochen voraus.\n\n' +
      'Das Produkt befindet sich noch in der Erprobung und wird nach Abschluss der Pilotphase veröffentlicht.',
    category: 'Verwaltung',
    technologies: ['Python', 'Zeitreihen', 'Open Source'],
    status: 'draft',
    featured: false,
    additionalImages: ['/images/projects/bedarfsprognose.svg'],
    features: [
      ['Auslastungsprognose', 'Vorhersage für bis zu vier Wochen.'],
      ['Frühwarnung', 'Hinweis, wenn Kapazitätsgrenzen erreicht werden.'],
    ],
    createdDaysAgo: 45,
    updatedDaysAgo: 3,
  },
  {
    id: 11,
    slug: 'gebaerden-avatar',
    title: 'Gebärdensprach-Avatar',
    description: 'Ein Avatar übersetzt kurze Informationstexte in Deutsche Gebärdensprache.',
    fullDescription:
      'Für Wartebereiche, Webseiten und Infoscreens übersetzt der Avatar kurze Standardtexte in Deutsche Gebärdensprache (DGS). Die Übersetzungen werden gemeinsam mit gehörlosen Prüferinnen und Prüfern abgenommen.\n\n' +
      'Dieser Eintrag ist ein Entwurf und noch nicht öffentlich sichtbar.',
    category: 'Teilhabe',
    technologies: ['3D', 'Machine Learning', 'WebGL'],
    status: 'draft',
    featured: false,
    additionalImages: [],
    features: [
      ['DGS-Übersetzung', 'Standardtexte werden als Gebärdenvideo ausgegeben.'],
      ['Einbettung', 'Einfach in Webseiten und Infoscreens integrierbar.'],
    ],
    createdDaysAgo: 20,
    updatedDaysAgo: null,
  },
];

export function createProducts(clock: SeedClock): SeedProduct[] {
  let featureId = 0;
  return inputs.map((p) => {
    const features: ProductFeature[] = p.features.map(([title, description], sortOrder) => ({
      id: ++featureId,
      title,
      description,
      sortOrder,
    }));
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      fullDescription: p.fullDescription,
      category: p.category,
      technologies: p.technologies,
      status: p.status,
      featured: p.featured,
      imageUrl: `/images/products/${p.slug}.svg`,
      additionalImages: p.additionalImages,
      features,
      createdBy: U.admin,
      createdAt: clock.daysFromNow(-p.createdDaysAgo),
      updatedAt: p.updatedDaysAgo === null ? null : clock.daysFromNow(-p.updatedDaysAgo),
    };
  });
}
