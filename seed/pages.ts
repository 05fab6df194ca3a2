import type { FooterPage } from '../src/domain/footer-page';
import type { HeroKey, HeroSetting } from '../src/domain/hero-setting';
import type { SeedClock } from './dates';
import { U } from './users';

const datenschutz = `<h2>1. Datenschutz auf einen Blick</h2>
<p>Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, wenn Sie diese Website besuchen oder unsere Kollaborationsplattform nutzen. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können.</p>
<h2>2. Verantwortliche Stelle</h2>
<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist das KI-Kompetenzzentrum Sozialwirtschaft, Juri-Gagarin-Ring 152, 99084 Erfurt, E-Mail: <a href="mailto:datenschutz@ki-kompetenzzentrum.de">datenschutz@ki-kompetenzzentrum.de</a>.</p>
<h2>3. Welche Daten wir verarbeiten</h2>
<ul>
<li>Angaben bei der Registrierung: Name, E-Mail-Adresse und Name Ihrer Organisation</li>
<li>Inhalte, die Sie in Projekten einstellen, z.&nbsp;B. Aufgaben, Kommentare und Dateianhänge</li>
<li>Nachrichten, die Sie uns über das Kontaktformular senden</li>
<li>Technisch notwendige Daten wie Datum und Uhrzeit des Zugriffs</li>
</ul>
<h2>4. Zwecke und Rechtsgrundlagen</h2>
<p>Wir verarbeiten Ihre Daten, um Ihnen die Zusammenarbeit in Projektgruppen zu ermöglichen (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b DSGVO), um Anfragen zu beantworten (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b und f DSGVO) und um den sicheren Betrieb der Plattform zu gewährleisten (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO).</p>
<h2>5. Speicherung im Browser</h2>
<p>Die Plattform speichert Ihre Anmeldung und Ihre Benachrichtigungen im lokalen Speicher Ihres Browsers. Es werden keine Tracking- oder Werbe-Cookies eingesetzt.</p>
<h2>6. Ihre Rechte</h2>
<ul>
<li>Auskunft über Ihre gespeicherten Daten (Art.&nbsp;15 DSGVO)</li>
<li>Berichtigung unrichtiger Daten (Art.&nbsp;16 DSGVO)</li>
<li>Löschung und Einschränkung der Verarbeitung (Art.&nbsp;17 und 18 DSGVO)</li>
<li>Datenübertragbarkeit (Art.&nbsp;20 DSGVO) und Widerspruch (Art.&nbsp;21 DSGVO)</li>
<li>Beschwerde bei einer Aufsichtsbehörde, z.&nbsp;B. beim Thüringer Landesbeauftragten für den Datenschutz und die Informationsfreiheit</li>
</ul>
<h2>7. Kontakt</h2>
<p>Bei Fragen zum Datenschutz erreichen Sie uns unter <a href="mailto:datenschutz@ki-kompetenzzentrum.de">datenschutz@ki-kompetenzzentrum.de</a>.</p>`;

const impressum = `<h2>Angaben gemäß § 5 DDG</h2>
<p>KI-Kompetenzzentrum Sozialwirtschaft<br>c/o Sozialwirtschaft Thüringen gGmbH (fiktiv)<br>Juri-Gagarin-Ring 152<br>99084 Erfurt</p>
<h2>Vertreten durch</h2>
<p>Dr. Maria Beispiel (Geschäftsführung)</p>
<h2>Kontakt</h2>
<ul>
<li>Telefon: <a href="tel:+493611234560">+49 361 123456-0</a></li>
<li>E-Mail: <a href="mailto:kontakt@ki-kompetenzzentrum.de">kontakt@ki-kompetenzzentrum.de</a></li>
</ul>
<h2>Registereintrag</h2>
<p>Eintragung im Handelsregister. Registergericht: Amtsgericht Jena. Registernummer: HRB 000000 (fiktiv).</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Dr. Maria Beispiel, Juri-Gagarin-Ring 152, 99084 Erfurt</p>
<h2>Förderhinweis</h2>
<p>Das KI-Kompetenzzentrum Sozialwirtschaft ist ein Demonstrationsprojekt. Alle Namen, Adressen und Registerangaben auf dieser Seite sind frei erfunden.</p>
<h2>Haftung für Inhalte und Links</h2>
<p>Die Inhalte dieser Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte sowie für Inhalte externer Links übernehmen wir keine Gewähr.</p>`;

const barrierefreiheit = `<h2>Stand der Vereinbarkeit</h2>
<p>Wir bemühen uns, diese Website im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) barrierefrei zugänglich zu machen. Die Website ist teilweise mit den Anforderungen vereinbar.</p>
<h2>Nicht barrierefreie Inhalte</h2>
<ul>
<li>Einige ältere PDF-Dokumente in Projekten sind noch nicht vollständig barrierefrei.</li>
<li>Hochgeladene Bilder von Nutzerinnen und Nutzern haben nicht immer einen Alternativtext.</li>
</ul>
<h2>Feedback und Kontakt</h2>
<p>Sind Ihnen Mängel aufgefallen? Schreiben Sie uns an <a href="mailto:barrierefreiheit@ki-kompetenzzentrum.de">barrierefreiheit@ki-kompetenzzentrum.de</a>.</p>`;

export function createFooterPages(clock: SeedClock): FooterPage[] {
  return [
    {
      id: 1,
      title: 'Datenschutzerklärung',
      slug: 'datenschutz',
      content: datenschutz,
      status: 'published',
      createdAt: clock.daysFromNow(-400),
      updatedAt: clock.daysFromNow(-30),
      updatedBy: U.admin,
    },
    {
      id: 2,
      title: 'Impressum',
      slug: 'impressum',
      content: impressum,
      status: 'published',
      createdAt: clock.daysFromNow(-400),
      updatedAt: clock.daysFromNow(-90),
      updatedBy: U.admin,
    },
    {
      id: 3,
      title: 'Erklärung zur Barrierefreiheit',
      slug: 'barrierefreiheit',
      content: barrierefreiheit,
      status: 'draft',
      createdAt: clock.daysFromNow(-5),
      updatedAt: null,
      updatedBy: U.admin,
    },
  ];
}

export function createHeroSettings(): Record<HeroKey, HeroSetting> {
  return {
    hero: {
      file: '/images/hero/home.svg',
      opacity: 0.5,
      imageDescription:
        'Abstrakte Illustration: verbundene Kreise und Linien als Symbol für Zusammenarbeit und künstliche Intelligenz',
    },
    'product-hero': {
      file: '/images/hero/products.svg',
      opacity: 0.6,
      imageDescription:
        'Abstrakte Illustration: Bausteine und Karten in Blau, Türkis und Sand als Symbol für digitale Produkte',
    },
    'service-hero': {
      file: '/images/hero/services.svg',
      opacity: 0.4,
      imageDescription: 'Abstrakte Illustration: ein Weg mit drei Stationen für Workshop, Entwicklung und Launch',
    },
  };
}
