import type { Service } from '../../domain/service';
import { formatEuro } from '../../lib/format';

/** SPEC §9 service facts. */
export const WORKSHOP_PRICE_EUR = 3000;
export const ITERATION_PRICE_EUR = 2500;

export const services: readonly Service[] = [
  {
    id: 1,
    title: 'Workshop & Prototyping',
    shortDescription:
      'In einem gemeinsamen Workshop schärfen wir Ihre Herausforderung und entwickeln erste KI-gestützte Lösungsideen – bis hin zum klickbaren Prototyp.',
    fullDescription:
      'Am Anfang steht Ihr Alltag: Gemeinsam mit Fachkräften, Leitung und – wo möglich – den Menschen, für die Sie arbeiten, benennen wir das Problem, das sich am meisten lohnt. Mit kreativen Methoden sammeln wir Ideen und prüfen, wo künstliche Intelligenz wirklich entlastet.\n\n' +
      'Noch im Workshop entsteht mit KI-Unterstützung ein erster Prototyp, den alle ausprobieren können. So sehen Sie nach kurzer Zeit, ob eine Idee trägt – bevor Budget in die Entwicklung fließt.',
    benefits: [
      'Ein klares, gemeinsam getragenes Bild der Herausforderung',
      'Ein erster Prototyp zum Ausprobieren schon am Ende des Workshops',
      'Fundierte Entscheidungsgrundlage für die weitere Entwicklung',
      'Ihr Team lernt KI-Werkzeuge praxisnah kennen',
    ],
    details: [
      { label: 'Preis', value: `${formatEuro(WORKSHOP_PRICE_EUR)} pro Workshop` },
      { label: 'Teilnehmende', value: 'bis zu 20 Personen' },
      { label: 'Dauer', value: '1–2 Tage' },
      { label: 'Ort', value: 'Erfurt' },
    ],
    imageUrl: '/images/services/workshop.svg',
    additionalImages: [
      '/images/services/impression-1.svg',
      '/images/services/impression-2.svg',
      '/images/services/impression-3.svg',
    ],
  },
  {
    id: 2,
    title: 'Schnelle Entwicklung',
    shortDescription:
      'Aus dem Prototyp wird eine nutzbare Anwendung: Wir setzen sie in wenigen Wochen um und verbessern sie mit Ihrem Feedback.',
    fullDescription:
      'Auf Grundlage des Workshop-Ergebnisses setzen wir Ihren Prototyp als funktionsfähige Anwendung um. Wir arbeiten in kurzen Schritten und zeigen Ihnen Zwischenstände früh, damit Ihre Rückmeldungen direkt einfließen.\n\n' +
      'Eine Iteration mit Ihrem Feedback ist im Leistungsumfang enthalten. Wenn Sie danach weitere Verbesserungsrunden wünschen, buchen Sie diese einzeln dazu – transparent und planbar.',
    benefits: [
      'Eine funktionsfähige Anwendung in wenigen Wochen',
      'Regelmäßige Zwischenstände statt Überraschungen am Ende',
      'Eine Feedback-Iteration ist bereits enthalten',
      'Datenschutz und Barrierefreiheit von Anfang an mitgedacht',
    ],
    details: [
      { label: 'Leistung', value: 'Umsetzung des Prototyps inklusive einer Iteration' },
      { label: 'Weitere Iteration', value: `je ${formatEuro(ITERATION_PRICE_EUR)}` },
      { label: 'Dauer', value: '2–4 Wochen' },
    ],
    imageUrl: '/images/services/prototyping.svg',
    additionalImages: [],
  },
  {
    id: 3,
    title: 'Launch & Support',
    shortDescription:
      'Wir bringen Ihre Anwendung sicher in den Betrieb und kümmern uns danach um Hosting, Wartung und Support.',
    fullDescription:
      'Nach einer öffentlichen Beta-Phase geht Ihre Anwendung live. Wir übernehmen das Hosting auf Servern in Deutschland, spielen Sicherheitsupdates ein und beobachten Verfügbarkeit und Leistung.\n\n' +
      'Wartung und Hosting rechnen wir nach tatsächlichem Aufwand ab. Beim Support wählen Sie das passende Modell: zu Bürozeiten oder rund um die Uhr.',
    benefits: [
      'Betrieb auf Servern in Deutschland',
      'Regelmäßige Sicherheitsupdates und Überwachung',
      'Feste Ansprechpersonen, die Ihre Anwendung kennen',
      'Support-Modell passend zu Ihrem Bedarf',
    ],
    details: [
      { label: 'Abrechnung', value: 'Wartung und Hosting nach Aufwand' },
      { label: 'Support', value: '9/5 (werktags zu Bürozeiten) oder 24/7 (rund um die Uhr)' },
    ],
    imageUrl: '/images/services/launch.svg',
    additionalImages: [],
  },
];

/** SPEC §9: the detail page lists at most this many other services. */
export const MAX_OTHER_SERVICES = 3;

/** The service of a route parameter; null for an unknown or non-numeric id. */
export function findService(id: number | null): Service | null {
  return services.find((s) => s.id === id) ?? null;
}

/** The other services, never the current one, at most three. */
export function otherServices(current: Service): Service[] {
  return services.filter((s) => s.id !== current.id).slice(0, MAX_OTHER_SERVICES);
}

/** SPEC §9: the detail page simulates loading for 500 ms. */
export const SERVICE_LOAD_MS = 500;
